"""Spanish, Portuguese and Chinese versions of the fixed texts (English lives with each template).

Pure data: `{placeholder}` fields are filled by `agent.i18n.localize`. Property values (names,
phone numbers, helplines, booking notes) stay as the registry and knowledge base write them.
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "es": {
        "reminder_set": (
            "Listo: le escribiré a las {clock} del {date} (hora de {name}) sobre: {about}. "
            'Responda "cancel my reminder" para cancelarlo.'
        ),
        "back_to_bot": (
            "¡Gracias por su paciencia! Vuelve a hablar con el conserje de {name}; "
            "pregúnteme lo que quiera."
        ),
        "handoff_expired": (
            "Lo siento, nuestro equipo no pudo responderle a tiempo. El conserje de {name} "
            "vuelve a ayudarle, o llame al {phone} para hablar con una persona."
        ),
        "reminder_default": "su recordatorio",
        "reminder_due": "Recordatorio de {name}: {about}.",
        "reminder_none": "No tiene recordatorios conmigo.",
        "reminder_cancelled": "Listo: cancelé sus recordatorios ({count}).",
        "reminder_limit": (
            'Ya tiene {count} recordatorios, el máximo. Responda "cancel my reminders" para '
            "borrarlos."
        ),
        "reminder_unclear": (
            'Puedo programar un recordatorio para hoy o mañana, por ejemplo "remind me at 7 PM '
            'about the show".'
        ),
        "greeting": (
            "¡Hola! Soy el conserje de {name}. Pregúnteme por restaurantes, shows, habitaciones, "
            "el spa o el casino y le respondo por mensaje."
        ),
        "thanks": "¡De nada! Disfrute su visita a {name}.",
        "help": (
            "Conserje de {name}: pregunte por restaurantes, shows y habitaciones. Llame al {phone} "
            "o visite {website}. Pueden aplicar tarifas. Responda STOP para cancelar."
        ),
        "opt_out": (
            "Ya no recibirá mensajes de {name}: se canceló su suscripción. Responda START para "
            "volver a suscribirse."
        ),
        "opt_in": (
            "Se suscribió de nuevo a los mensajes del conserje de {name}. Pueden aplicar tarifas "
            "de mensajes y datos. Responda HELP para ayuda, STOP para cancelar."
        ),
        "crisis": (
            "Si alguien corre peligro, llame al 911 ya. Apoyo en crisis: llame o escriba al 988. "
            "{local}"
        ),
        "crisis_security": "Seguridad de {name}: {security}. Avisamos a nuestro equipo.",
        "crisis_team": "Cualquier empleado de {name} le ayudará de inmediato.",
        "responsible_gaming": (
            "Gracias por escribirnos. Hay ayuda gratuita y confidencial 24/7: {helplines}. "
            "Pregunte a cualquier empleado de {name} por la autoexclusión."
        ),
        "gambling_advice": (
            "No puedo dar probabilidades ni consejos de juego. Si jugar deja de ser divertido, "
            "hay ayuda gratuita 24/7: {helplines}."
        ),
        "age_minors": (
            "Para jugar o entrar al casino de {name} debe tener 21 años o más. Muchos "
            "restaurantes, shows y tiendas reciben a todas las edades."
        ),
        "bsa_aml": (
            "No puedo ayudar con eso. El efectivo sigue las normas federales de reporte; en la "
            "caja del casino le explican qué documentos piden."
        ),
        "patron_privacy": (
            "No puedo decir si alguien se aloja aquí ni dónde, por privacidad. Si está "
            "registrado, el hotel le toma un mensaje: {phone}."
        ),
        "prompt_injection": (
            "Solo puedo ayudar con preguntas sobre {name}: restaurantes, shows, habitaciones, el "
            "spa y más. ¿Qué desea saber?"
        ),
        "off_topic": (
            "Soy el conserje de {name}, así que solo puedo ayudar con el resort: restaurantes, "
            "shows, habitaciones, el spa, el casino y promociones."
        ),
        "action_request": (
            "No puedo hacer ni cambiar reservas por mensaje. Cómo reservar (en inglés): "
            "{how_to_book}"
        ),
        "action_request_call": (
            "No puedo hacer ni cambiar reservas por mensaje. Llame al {phone} o visite {website}."
        ),
        "clarify": (
            "Perdone, no le entendí bien. Puede preguntarme por restaurantes, shows, "
            "habitaciones, el spa, el casino o promociones de {name}."
        ),
        "turn_limit": (
            "¡Hemos hablado de mucho! Para cualquier otra cosa, el servicio al huésped de {name} "
            "le atiende en el {phone}."
        ),
        "dont_know": (
            "Lo siento, no tengo esa información. {name} le puede ayudar en el {phone} o en "
            "{website}."
        ),
        "handoff_now": "{lead}Le pedí a un empleado de {name} que le responda aquí en breve.",
        "handoff_later": (
            "{lead}Le pedí a un empleado de {name} que le responda aquí. El equipo vuelve "
            "{when}; si es urgente, llame al {phone}."
        ),
        "handoff_at": "a las {time}",
        "handoff_soon": "en cuanto pueda",
        "apology": "Lamento lo ocurrido. ",
        "english_details": "Los detalles siguen en inglés:",
        "slow_down": (
            "Escribe más rápido de lo que puedo responder. Contestaré su próximo mensaje en un "
            "minuto; si es urgente, llame al {phone}."
        ),
        "give_up": (
            "Lo siento, no pude responder a eso ahora. {name} le ayuda en el {phone} o en "
            "{website}."
        ),
    },
    "pt": {
        "reminder_set": (
            "Combinado: escrevo para você às {clock} de {date} (horário do {name}) sobre: "
            '{about}. Responda "cancel my reminder" para cancelar.'
        ),
        "back_to_bot": (
            "Obrigado pela paciência! Você voltou ao concierge do {name}; pergunte o que quiser."
        ),
        "handoff_expired": (
            "Desculpe, nossa equipe não conseguiu responder a tempo. O concierge do {name} "
            "está de volta para ajudar, ou ligue {phone} para falar com uma pessoa."
        ),
        "reminder_default": "seu lembrete",
        "reminder_due": "Lembrete do {name}: {about}.",
        "reminder_none": "Você não tem lembretes comigo.",
        "reminder_cancelled": "Pronto: cancelei seus lembretes ({count}).",
        "reminder_limit": (
            'Você já tem {count} lembretes, o máximo. Responda "cancel my reminders" para '
            "apagá-los."
        ),
        "reminder_unclear": (
            'Posso criar um lembrete para hoje ou amanhã, por exemplo "remind me at 7 PM about '
            'the show".'
        ),
        "greeting": (
            "Olá! Aqui é o concierge do {name}. Pergunte sobre restaurantes, shows, quartos, o "
            "spa ou o cassino e eu respondo por mensagem."
        ),
        "thanks": "De nada! Aproveite sua visita ao {name}.",
        "help": (
            "Concierge do {name}: pergunte sobre restaurantes, shows e quartos. Ligue {phone} ou "
            "acesse {website}. Podem ser cobradas tarifas. Responda STOP para sair."
        ),
        "opt_out": (
            "Você não receberá mais mensagens do {name}: sua inscrição foi cancelada. Responda "
            "START para voltar a receber."
        ),
        "opt_in": (
            "Você voltou a receber mensagens do concierge do {name}. Podem ser cobradas tarifas "
            "de mensagens e dados. Responda HELP para ajuda, STOP para sair."
        ),
        "crisis": (
            "Se alguém estiver em perigo, ligue 911 agora. Apoio em crise: ligue ou mande SMS "
            "para 988. {local}"
        ),
        "crisis_security": "Segurança do {name}: {security}. Avisamos nossa equipe.",
        "crisis_team": "Qualquer funcionário do {name} vai ajudar você na hora.",
        "responsible_gaming": (
            "Obrigado por nos escrever. Ajuda gratuita e confidencial 24h: {helplines}. "
            "Qualquer funcionário do {name} explica a autoexclusão."
        ),
        "gambling_advice": (
            "Não posso dar probabilidades nem dicas de jogo. Se jogar deixar de ser divertido, "
            "ajuda gratuita 24h: {helplines}."
        ),
        "age_minors": (
            "É preciso ter 21 anos ou mais para jogar ou ficar no cassino do {name}. Muitos "
            "restaurantes, shows e lojas recebem todas as idades; pergunte sobre qualquer um."
        ),
        "bsa_aml": (
            "Não posso ajudar com isso. Transações em dinheiro seguem as regras federais de "
            "declaração; o caixa do cassino explica quais documentos são exigidos."
        ),
        "patron_privacy": (
            "Por privacidade, não posso dizer se alguém está hospedado aqui. Se estiver "
            "registrado, o hotel anota um recado: {phone}."
        ),
        "prompt_injection": (
            "Só posso ajudar com perguntas sobre o {name}: restaurantes, shows, quartos, o spa e "
            "mais. O que você gostaria de saber?"
        ),
        "off_topic": (
            "Sou o concierge do {name}, então só posso ajudar com o resort: restaurantes, shows, "
            "quartos, o spa, o cassino e promoções."
        ),
        "action_request": (
            "Não posso fazer nem alterar reservas por mensagem. Como reservar (em inglês): "
            "{how_to_book}"
        ),
        "action_request_call": (
            "Não posso fazer nem alterar reservas por mensagem. Ligue {phone} ou acesse {website}."
        ),
        "clarify": (
            "Desculpe, não entendi bem. Pergunte sobre restaurantes, shows, quartos, o spa, o "
            "cassino ou promoções do {name}."
        ),
        "turn_limit": (
            "Já conversamos bastante! Para qualquer outra coisa, o atendimento ao hóspede do "
            "{name} ajuda pelo {phone}."
        ),
        "dont_know": (
            "Desculpe, não tenho essa informação. O {name} pode ajudar pelo {phone} ou em "
            "{website}."
        ),
        "handoff_now": "{lead}Pedi a um funcionário do {name} que responda você aqui em breve.",
        "handoff_later": (
            "{lead}Pedi a um funcionário do {name} que responda você aqui. A equipe volta "
            "{when}; se for urgente, ligue {phone}."
        ),
        "handoff_at": "às {time}",
        "handoff_soon": "assim que possível",
        "apology": "Sinto muito por isso. ",
        "english_details": "Os detalhes seguem em inglês:",
        "slow_down": (
            "Você está escrevendo mais rápido do que consigo responder. Respondo sua próxima "
            "mensagem em um minuto; se for urgente, ligue {phone}."
        ),
        "give_up": (
            "Desculpe, não consegui responder agora. O {name} ajuda pelo {phone} ou em {website}."
        ),
    },
    "zh": {
        "reminder_set": (
            "好的：我会在{date} {clock}（{name}当地时间）提醒您：{about}。"
            '回复"cancel my reminder"取消。'
        ),
        "back_to_bot": "感谢您的耐心！您已回到{name}短信礼宾，欢迎随时提问。",
        "handoff_expired": (
            "抱歉，我们的团队未能及时回复您。{name}短信礼宾将继续为您服务，"
            "或致电{phone}联系工作人员。"
        ),
        "reminder_default": "您的提醒",
        "reminder_due": "{name}提醒：{about}。",
        "reminder_none": "您目前没有设置提醒。",
        "reminder_cancelled": "已取消您的提醒（{count}个）。",
        "reminder_limit": '您已有{count}个提醒，已达上限。回复"cancel my reminders"可全部取消。',
        "reminder_unclear": '我可以设置今天或明天的提醒，例如"remind me at 7 PM about the show"。',
        "greeting": (
            "您好！我是{name}的短信礼宾。欢迎询问餐饮、演出、客房、水疗或赌场，我会用短信回复您。"
        ),
        "thanks": "不客气！祝您在{name}玩得愉快。",
        "help": (
            "{name}礼宾：可询问餐饮、演出和客房。请致电{phone}或访问{website}。"
            "可能产生短信和流量费用。回复STOP退订。"
        ),
        "opt_out": "您已退订{name}短信，将不再收到任何消息。回复START可重新订阅。",
        "opt_in": (
            "您已重新订阅{name}礼宾短信。可能产生短信和流量费用。回复HELP获取帮助，回复STOP退订。"
        ),
        "crisis": "如有人身处危险，请立即拨打911。危机支持请拨打或发短信至988。{local}",
        "crisis_security": "{name}保安：{security}。我已通知我们的团队。",
        "crisis_team": "任何{name}员工都会立即为您提供帮助。",
        "responsible_gaming": (
            "感谢您联系我们。免费保密的帮助全天候提供：{helplines}。"
            "您也可以向任何{name}员工咨询自我禁入。"
        ),
        "gambling_advice": (
            "我无法提供赔率、策略或博彩建议。赌场工作人员可以讲解各种游戏的玩法。"
            "如果赌博不再是娱乐，可随时获得免费帮助：{helplines}。"
        ),
        "age_minors": (
            "在{name}赌博或进入赌场区域须年满21岁。许多餐厅、演出和商店欢迎所有年龄的客人，欢迎询问。"
        ),
        "bsa_aml": (
            "这个我无法帮忙。现金交易须遵守联邦申报规定；赌场柜台可以说明需要哪些证件和文件。"
        ),
        "patron_privacy": (
            "为保护每位客人的隐私，我无法透露某人是否在度假村或住在哪里。如您确定对方已登记入住，"
            "可请酒店总机留言：{phone}。"
        ),
        "prompt_injection": "我只能回答关于{name}的问题：餐饮、演出、客房、水疗等。您想了解什么？",
        "off_topic": (
            "我是{name}的礼宾，只能协助度假村相关事宜：餐饮、演出、客房、水疗、赌场和优惠活动。"
        ),
        "action_request": "我无法通过短信预订或更改预订。预订方式（英文）：{how_to_book}",
        "action_request_call": "我无法通过短信预订或更改预订。请致电{phone}或访问{website}。",
        "clarify": "抱歉，我没太明白。您可以询问{name}的餐厅、演出、客房、水疗、赌场或优惠活动。",
        "turn_limit": "我们已经聊了很多！如需其他帮助，请致电{name}宾客服务{phone}。",
        "dont_know": "抱歉，我没有这方面的信息。{name}可通过{phone}或{website}为您提供帮助。",
        "handoff_now": "{lead}我已请{name}的工作人员尽快在这里回复您。",
        "handoff_later": (
            "{lead}我已请{name}的工作人员在这里回复您。团队{when}回来；如有急事请致电{phone}。"
        ),
        "handoff_at": "将于{time}",
        "handoff_soon": "稍后",
        "apology": "非常抱歉。",
        "english_details": "以下详情为英文：",
        "slow_down": (
            "您发消息的速度比我回复得快。我将在一分钟后回复您的下一条消息；如有急事请致电{phone}。"
        ),
        "give_up": "抱歉，我暂时无法回答。{name}可通过{phone}或{website}为您提供帮助。",
    },
}
