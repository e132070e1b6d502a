"""An English search query for a Spanish, Portuguese or Chinese question (no model, offline).

The knowledge base is English, and retrieval judges whether an item answers by how much of the
question's content it holds, so a question in another language is searched with English words:
resort vocabulary from a small glossary, function words dropped, and everything else (venue
names such as "Todd English" or "Mandara") kept as written.
"""

from __future__ import annotations

import re

_GLOSSARY: dict[str, str] = {
    # Spanish
    "hora": "time",
    "horas": "time",
    "horario": "hours",
    "horarios": "hours",
    "abre": "open",
    "abren": "open",
    "abierto": "open",
    "abierta": "open",
    "cierra": "close",
    "cierran": "close",
    "cerrado": "closed",
    "dónde": "where",
    "donde": "where",
    "cuánto": "price cost",
    "cuanto": "price cost",
    "cuesta": "cost price",
    "precio": "price",
    "restaurante": "restaurant",
    "restaurantes": "restaurants",
    "comida": "food dining",
    "comer": "eat dining",
    "cenar": "dinner",
    "cena": "dinner",
    "desayuno": "breakfast",
    "almuerzo": "lunch",
    "piscina": "pool",
    "alberca": "pool",
    "gimnasio": "fitness gym",
    "masaje": "massage",
    "masajes": "massage",
    "habitación": "room",
    "habitacion": "room",
    "habitaciones": "rooms",
    "cuarto": "room",
    "hotel": "hotel",
    "estacionamiento": "parking",
    "parqueo": "parking",
    "aparcamiento": "parking",
    "espectáculo": "show",
    "espectáculos": "shows",
    "concierto": "concert",
    "conciertos": "concerts",
    "comedia": "comedy",
    "entradas": "tickets",
    "boletos": "tickets",
    "boleto": "ticket",
    "niños": "kids children",
    "niño": "kid child",
    "mascotas": "pets",
    "perro": "dog pets",
    "fumar": "smoking",
    "tienda": "shop",
    "tiendas": "shops shopping",
    "compras": "shopping",
    "salida": "check-out",
    "entrada": "check-in",
    "reserva": "reservation",
    "reservar": "reservation book",
    "promociones": "promotions",
    "promoción": "promotion",
    "tragamonedas": "slots",
    "mesas": "tables",
    "póker": "poker",
    "bar": "bar",
    "bebidas": "drinks",
    "traslado": "shuttle",
    "autobús": "bus",
    "wifi": "wifi",
    "mañana": "tomorrow",
    "hoy": "today",
    "noche": "night tonight",
    "sábado": "saturday",
    "domingo": "sunday",
    "vestimenta": "dress code",
    "edad": "age",
    # Portuguese
    "horário": "hours",
    "fecha": "close",
    "fecham": "close",
    "aberto": "open",
    "onde": "where",
    "quanto": "price cost",
    "custa": "cost price",
    "preço": "price",
    "jantar": "dinner",
    "café": "breakfast coffee",
    "almoço": "lunch",
    "massagem": "massage",
    "quarto": "room",
    "quartos": "rooms",
    "estacionamento": "parking",
    "crianças": "kids children",
    "cassino": "casino",
    "ingressos": "tickets",
    "ingresso": "ticket",
    "loja": "shop",
    "lojas": "shops",
    "hoje": "today",
    "amanhã": "tomorrow",
    "noite": "night tonight",
    "academia": "fitness gym",
    "comédia": "comedy",
    # Chinese (matched inside the text)
    "水疗": "spa",
    "按摩": "massage",
    "游泳池": "pool",
    "泳池": "pool",
    "餐厅": "restaurant",
    "自助餐": "buffet",
    "早餐": "breakfast",
    "晚餐": "dinner",
    "午餐": "lunch",
    "酒吧": "bar",
    "停车": "parking",
    "房间": "room",
    "酒店": "hotel",
    "演出": "show",
    "表演": "show",
    "音乐会": "concert",
    "喜剧": "comedy",
    "门票": "tickets",
    "赌场": "casino",
    "老虎机": "slots",
    "扑克": "poker",
    "健身": "fitness",
    "购物": "shopping",
    "商店": "shops",
    "几点": "time",
    "开门": "open",
    "营业": "open hours",
    "关门": "close",
    "在哪": "where",
    "多少钱": "price",
    "价格": "price",
    "今天": "today",
    "明天": "tomorrow",
    "晚上": "tonight",
    "儿童": "kids",
    "班车": "shuttle",
    "入住": "check-in",
    "退房": "check-out",
}
_STOPWORDS = frozenset(
    "a al algo como con de del el en es esta ver está están hay la las lo los me mi mis muy no "
    "o para pero por que qué quiero quisiera se si sí su sus te tiene tienen un una y ya "
    "à às ao aos as da das do dos e em eu há isso mas meu minha na nas no nos o os ou pra "
    "quais qual quando quero se sim só tem um uma vocês você".split()
)
_TOKEN = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*", re.UNICODE)
_HAN = re.compile(r"[\u4e00-\u9fff]")


def english_query(text: str, language: str | None) -> str:
    """`text` as English search words for a guest writing `language` (unchanged for English)."""
    if language in (None, "", "en"):
        return text
    words: list[str] = []
    for term, english in _GLOSSARY.items():
        if _HAN.match(term) and term in text:
            words.append(english)
    for token in _TOKEN.findall(text):
        if _HAN.search(token):
            words.extend(t for t in re.findall(r"[A-Za-z0-9'-]+", token))
            continue
        lower = token.lower()
        gloss = _GLOSSARY.get(lower)
        if gloss is not None:
            words.append(gloss)
        elif lower not in _STOPWORDS:
            words.append(token)
    query = " ".join(word for word in words if word)
    return query or text
