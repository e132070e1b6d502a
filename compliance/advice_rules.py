"""Sources of the GAMBLING_ADVICE rules beyond the first list: asking how to win.

The concept, in English, Spanish, Portuguese and Chinese, written against `normalize_text`'s
form: asking which bet, machine, game, number or side to play; the odds, the house edge, the
payout or return percentage; whether a machine is hot, cold, loose or due; a strategy or
system; when to hit, stand, split, double, fold or raise; a sports pick (parlay, spread,
moneyline, over/under). Questions about where a game is, its minimum bet or hours are not
advice and match none of these.

Only `compliance.guardrails` compiles these; each string is a regex source.
"""

from __future__ import annotations

# A "safe bet" for a meal is a restaurant asked for (thirty-fifth session, AUTHORS147): cut
# before the advice rules read a text, and a look-alike of advice for the semantic layer.
SAFE_BET_FOR_A_MEAL = (
    r"\b(?:aposta certa|aposta segura|apuesta segura|apuesta fija|safe bet|best bet|sure bet)"
    r"(?: \w+){0,3} (?:pra|pro|para|pa|for) (?:o |el |la |a )?(?:jantar|cenar|cena|dinner|lunch|"
    r"almoco|almuerzo|comer|brunch|breakfast|desayuno|cafe da manha|food|comida|eat)\b|"
    r"(?:吃饭|吃飯|晚饭|晚飯|午饭|午飯|餐厅|餐廳|吃).{0,6}押(?:哪家|哪间|哪間|哪个|哪個)"
)

# What one bets on or plays, in the four languages' Latin spellings.
_THING = (
    r"(?:bets?|wagers?|numbers?|games?|slots?|slot machines?|machines?|horses?|teams?|sides?|"
    r"hands?|denominations?|progressives?|jackpots?|plays?|picks?|parlays?)"
)
_GAMES = (
    r"(?:slots?|slot machines?|machines?|poker|blackjack|craps|roulette|baccarat|keno|pai gow|"
    r"sportsbook|parlays?|bonus|jackpots?|progressives?|dice|ruleta|roleta|dados|tragamonedas|"
    r"maquinas?|maquinitas|bacara|apuestas?|apostas?|video poker|table games?|blackjack tables?|"
    r"craps tables?|caca ?niqu(?:el|eis)|progresivos?|progressivos?|mesas?|lottery|loteria)"
)
WORDS = (
    # Which thing to bet on or play ("what bets should she make", "which horse should i bet").
    rf"\b(?:what|which|wich) (?:\w+ ){{0,2}}{_THING} (?:(?:should|would) (?:i|we|she|he|they|you|"
    r"u)|do (?:i|we) (?:bet|play|pick|take))\b(?! (?:\w+ ){0,2}(?:watch|book|reserve|see|visit|"
    # ... not a phone number to dial (twenty-sixth session, TUNE27).
    r"eat|dial|call|text|phone|ring|reach|contact)\b)",
    r"\b(?:pick|choose|recommend|suggest) (?:me |us )?(?:a |an |the |some )?(?:good |lucky |"
    r"winning |hot |loose |safe |best )?(?:machine|slot|bet|number|horse|parlay)s?\b",
    r"\b(?:best|better|good|safe|safest|smartest|sure|lock) (?:\w+ )?(?:parlays?|picks?|wagers?)"
    r"\b",
    r"\bshould i (?:take|bet|play|go with|pick) (?:the )?(?:over|under|spread|moneyline|points|"
    r"favorite|underdog|dog|banker|player|tie|field|pass line|dont pass|hard ways|max|min)\b",
    r"\bshould i (?:split|double|fold|raise|surrender|max bet|bet max)\b",
    r"\bwhen (?:should|do|would|to) (?:i |you |we )?(?:hit|stand|split|double|fold|raise|"
    r"surrender|take insurance|walk away from (?:a|the) table)\b",
    r"\b(?:double|split|hit|stand|surrender|fold|raise|hold|draw) or (?:just )?(?:double|split|hit|"
    r"stand|surrender|fold|raise|hold|draw)\b|\b(?:raise|fold|check|bet) or (?:just )?call\b|"
    r"\bcall or (?:raise|fold)\b",
    # Blackjack and poker decisions: a hand against the dealer's card.
    r"\b(?:hit|stand|stay|double(?: down)?) (?:on|with) (?:a )?(?:soft |hard )?(?:[0-9]{1,2}|ace|"
    r"aces|"
    r"two pair|pair)\b|\bsplit (?:\d+s?|aces|eights|tens|nines|fives|pairs?|a pair)\b|"
    r"\b(?:soft|hard) (?:1[2-9]|20)\b",
    r"\b(?:dealer|crupier|crupie|croupier)s? (?:is |esta |ta )?(?:shows?|showing|muestra|mostra|"
    r"mostrava|mostrando|tiene|tem|has|with|con|com) (?:a |an |un |um |o |el )?(?:[2-9]|10|ace|"
    r"as)\b",
    r"\b(?:increase|improve|boost|better) (?:my |our |your |the )?(?:chances?|odds|win rate)\b",
    r"\b(?:probability|chances?) of (?:rolling|hitting|winning|getting (?:a )?(?:blackjack|"
    r"jackpot|natural))\b",
    r"\bwin (?:at|on|in) (?:the )?(?:poker|blackjack|craps|roulette|baccarat|slots?|keno|video "
    r"poker|the casino|the tables|machines?|pai gow|sportsbook)\b",
    r"\b(?:sucker|smart|dumb|worst) bets?\b",
    r"\b(?:take|bet|hammer|ride|or) the (?:over|under)\b",
    r"\bnumbers? (?:\w+ ){0,2}(?:come up|comes up|came up|hit|hits|show up|drawn) (?:the )?(?:most|"
    r"more|often|a lot)\b",
    r"\b(?:keep playing|stay on|stick with|continuo|sigo|fico|quedarme|"
    r"me quedo) (?:\w+ ){0,5}(?:or|"
    r"ou|o) (?:\w+ ){0,2}(?:switch|move|change|troco|trocar|trocando|cambio|cambiar|me muevo)\b",
    r"\b(?:banker|player|spread|moneyline|pass line|pass|dont pass|over|under|banca|jugador|"
    r"jogador) (?:or|o|ou) (?:the |al |el |la |o |a |no |na )?(?:banker|player|spread|moneyline|"
    r"pass line|dont pass|banca|jugador|jogador)\b",
    r"\b(?:payout|pay ?back|return|hold|win|hit) (?:percentage|percent|rate|%|ratio)\b|"
    r"\bexpected value\b|\bfull pay\b",
    r"\b(?:hot|cold|loose|tight) (?:streaks?|numbers?|dice|wheel|denominations?)\b",
    r"\b(?:tables?|machines?|slots?|dice|wheel) (?:that is |thats |that s |is |are )?(?:been |"
    r"getting "
    r"|get |gets |run |running )?(?:hot|cold|loose|looser|tight|tighter)\b",
    r"\b(?:set|made|running) (?:looser|tighter)\b",
    # "does my Momentum card count points on dining" asks what earns points (AUTHORS149).
    r"\b(?<!momentum )(?<!players )(?<!player )(?<!rewards )(?<!loyalty )(?<!club )"
    r"card ?count\w*(?! (?:my |the |any )?(?:points|comps|stays|dining|purchases|tier))|"
    r"\bcount(?:ing)? (?:the )?(?:cards|decks?)\b",
    r"\b(?:martingal[ae]|fibonacci system|paroli)\b",
    r"\bmaximi[sz]e (?:my |our |your )?(?:chances?|odds|winnings|payout|returns?)\b",
    r"\b(?:come|walk|leave) (?:out|away) (?:ahead|up|a winner)\b|\bcome out ahead\b",
    r"\b(?:best|good|right|which|what) hands? to (?:play|go all in|raise|fold|call|bet|push)\b|"
    r"\bpre ?flop\b",
    r"\bhow much should i (?:bet|wager|put in|play)\b",
    r"\bis it (?:smarter|better|dumb|stupid|worth it|wise|a good idea|a bad idea|bad) to "
    r"(?:play|bet|split|hit|stand|double|max bet|bet max|raise)\b",
    # Spanish
    r"\b(?:que|cual|cuales|en que|en cual|a que|a cual|a quien) (?:\w+ ){0,2}(?:maquinas?|"
    r"tragamonedas|slots?|juegos?|numeros?|apuestas?|equipos?|caballos?) (?:\w+ ){0,2}(?:pagan|"
    r"paga|le apuesto|apuesto|juego|uso|conviene|gano|mas chance|me recomiendas|recomiendan)\b",
    r"\ba quien le apuesto\b|\ble apuesto (?:al|a la|a los)\b",
    r"\bque mas pagan?\b|\b(?:maquinas?|tragamonedas|slots?|progresivas|ruleta)\b(?: \w+){0,4}"
    r" (?:pagan|paga) mas\b",
    # "la mejor apuesta para cenar" is the best choice for dinner (AUTHORS48, AUTHORS50).
    r"\b(?:mejor(?:es)?|peor(?:es)?) (?:apuestas?|jugadas?|estrategias?|numeros?|"
    r"probabilidad(?:es)?|maquinas? para ganar)\b"
    r"(?! (?:para|pra|pa|de) (?:un |una |um |uma |el |la |o |a )?(?:\w+ )?(?:cenar|comer|"
    r"almorzar|desayunar|almocar|jantar|cena|comida|almoco|brunch|beber|tomar|restaurante|"
    r"estacionar|hospedarse|dormir|visitar))",
    r"\bventaja de la casa\b|\bporcentaje de (?:pago|retorno|premio)\b",
    r"\b(?:me quedo o pido carta|pido carta|pedir carta|me planto|plantarme)\b",
    r"\b(?:divido|dividir|separo|separar|abro) (?:los |las )?(?:ochos|ases|dieces|pares?|8s|8)\b",
    r"\b(?:contar|cuento|conto|contando|conteo de|contagem de) (?:as |las |os )?cartas?\b",
    r"\bsistemas? de (?:apuestas|apostas)\b",
    r"\b(?:cuanto|quanto) (?:debo |deberia |devo |deveria |tengo que |tenho que )?(?:apostar|"
    r"aposto|"
    r"apuesto)\b(?! (?:minimo|minima|como minimo|no minimo))",
    r"\b(?:mesas?|maquinas?|maquinitas|tragamonedas|slots?|caca ?niqu(?:el|eis)|dados) (?:\w+ )?"
    r"(?:calientes|sueltas?|frias|quentes|soltas?|mas sueltas|mais soltas)\b",
    r"\b(?:que|qual|quais|cual|cuales) (?:\w+ )?(?:maquinas?|maquinitas|tragamonedas|slots?|"
    r"caca ?niqu(?:el|eis)|mesas?) (?:\w+ ){0,2}(?:pagando|pagan|pagam|paga|soltando|sueltas|"
    r"soltas|"
    r"calientes|quentes)\b",
    r"\b(?:aumento|subo|pago|igualo|largo|corro|desisto) (?:ou|o) (?:so |solo )?(?:aumento|subo|"
    r"pago|igualo|largo|corro|desisto|me retiro|paro)\b",
    r"\b(?:doblo|dobro|pido|peco|divido|separo|me planto|fico|paro) (?:\w+ ){0,2}(?:con|com) "
    r"(?:\d{1,2}|un par|um par) (?:\w+ ){0,2}(?:contra|vs)\b",
    r"\b(?:mas|mayor|mejor|mayores|mejores) (?:chance|chances|posibilidades|probabilidad(?:es)?|"
    r"oportunidad(?:es)?) de ganar\b|\b(?:juego|jogo) (?:\w+ ){0,3}(?:mas|mejores|mayores|mais|"
    r"melhores|maiores) (?:chances?|posibilidades|probabilidad(?:es)?|probabilidades)\b",
    r"\b(?:conviene|vale la pena|es mejor) (?:\w+ ){0,2}(?:apostar|jugar)\b",
    r"\b(?:apuesta|parlay|parley|combinada|acumulada|jugada|pick) (?:\w+ ){0,3}(?:segur[oa]|"
    r"garantizad[oa]|fij[oa])\b",
    r"\b(?:estrategia|sistema|truco|tecnica|consejo)s? (?:\w+ ){0,3}(?:para|pa|de) (?:ganar|"
    r"no perder|la ruleta|el blackjack|el poker|los dados|las tragamonedas|apostar)\b",
    r"\bnumeros? (?:\w+ ){0,2}(?:han salido|salen|salieron|sale) mas\b|\bhay (?:alguna )?racha\b",
    # Portuguese
    r"\b(?:qual|quais|em qual|em que|que) (?:\w+ ){0,2}(?:maquinas?|slots?|jogos?|numeros?|"
    r"apostas?|times?|cavalos?) (?:\w+ ){0,2}(?:pagam|paga|aposto|jogo|uso|vale|tenho mais|"
    r"mais chance|voces indicam|indica)\b",
    r"\bque mais pagam?\b|\b(?:maquinas?|slots?|progressivas|roleta)\b(?: \w+){0,4} (?:pagam|paga)"
    r" mais\b",
    r"\bmelhor(?:es)? (?:apostas?|jogadas?|estrategias?|numeros?|chances?)\b"
    r"(?! (?:para|pra|pa|de) (?:un |una |um |uma |el |la |o |a )?(?:\w+ )?(?:cenar|comer|"
    r"almorzar|desayunar|almocar|jantar|cena|comida|almoco|brunch|beber|tomar|restaurante|"
    r"estacionar|hospedarse|dormir|visitar))",
    r"\bvantagem da casa\b|\b(?:porcentagem|percentual|taxa) de (?:retorno|pagamento|premio)\b",
    r"\b(?:fico ou peco carta|peco carta|pedir carta|peco mais carta)\b",
    r"\bcontar cartas\b|\bcontagem de cartas\b",
    r"\b(?:mais|maior|melhor) (?:chance|chances|probabilidade) de ganhar\b|\bter mais chance\b",
    r"\b(?:vale a pena|compensa|e melhor) (?:\w+ ){0,2}(?:apostar|jogar)\b",
    r"\b(?:aposta|apostas|palpite|multipla) (?:\w+ ){0,3}(?:segur[oa]|garantid[oa]|cert[oa])\b|"
    r"\bdica de aposta\b",
    r"\b(?:estrategia|sistema|truque|tecnica|dica)s? (?:\w+ ){0,3}(?:para|pra|de) (?:ganhar|"
    r"nao perder|a roleta|o blackjack|o poker|os dados|as slots|apostar)\b",
    r"\bnumeros? (?:\w+ ){0,2}(?:tao saindo|estao saindo|saem|sairam|sai) mais\b",
)
# Raising or doubling a bet, and doubling after each loss (a martingale): advice, unless the
# guest says it is to win back what was lost (chasing losses, a gambling problem).
CHASING = (
    r"\b(?:recuper\w*|perdi|perdido|win (?:it |this |that )?back|get (?:it |my money |this )?back|"
    r"lost|chase|chasing|recover\w*|perdiendo|perdendo|fix it)\b"
)
GUARDED = (
    # Thirty-fifth session (AUTHORS147, tune side): red or black at roulette, or a number to
    # play, asked (es/pt/en); not a colour to wear.
    (
        r"\b(?:red or black|black or red|rojo o negro|negro o rojo|vermelho ou preto|preto ou "
        r"vermelho|par o impar|par ou impar|odd or even|even or odd|(?:dame|dime|me das|me da|"
        r"me de|gimme|give me|tell me) (?:un |um |a )?(?:numero|number))\b",
        r"\b(?:roulette|ruleta|roleta)\b",
        r"\b(?:wear|wearing|dress|dressed|outfit|vestir|vestido|usar|uso|roupa|ropa|shirt|"
        r"camisa|colou?r of)\b",
    ),
    (
        r"\b(?:subo|subir|aumento|aumentar|doblo|doblar|dobro|dobrar|bajo|bajar) (?:\w+ )?"
        r"(?:apuestas?|apostas?)\b|\b(?:double|doubling|doblas|doblar|doblo|dobrar|dobra|dobro)\w* "
        r"(?:\w+ ){0,4}(?:after|despues de|depois de) (?:\w+ ){0,2}(?:each|every|cada) (?:\w+ )?"
        r"(?:loss|lose|perdida|perda)\b",
        r" ",
        CHASING,
    ),
    (
        r"\b(?:system|sistema|strategy|estrategia|martingal\w*|metodo|method|trick|truco)\b.{0,30}"
        r"\b(?:work|works|funciona|funcionan)\b",
        r" ",
        CHASING,
    ),
)
PAIRS = (
    # Twenty-eighth session (AUTHORS133, tune side): the house asked what it recommends about
    # a game ("ustedes que recomiendan", es/pt/en).
    (
        r"\b(?:ustedes|voces|vcs|you guys|you all|yall|y all) (?:que |o que )?(?:me |nos )?"
        r"(?:recomiendan|recomendam|recommend|sugieren|sugerem|suggest|aconsejan|aconselham)\b",
        r"\b(?:baccarat|bacara|blackjack|ruleta|roleta|roulette|craps|dados|poker|slots?|"
        r"tragamonedas|caca ?niqueis|banca|banker|apostar|apuesta|aposta)\b",
    ),
    # Twenty-seventh session (AUTHORS105, tune side): machines "looser" in pt/es ("mais
    # soltas").
    (r"\b(?:mais|mas|bem|muito|muy) (?:solt[oa]s?|suelt[oa]s?)\b", rf"\b{_GAMES}\b"),
    # Twenty-seventh session (AUTHORS126-127, tune side): who to take in a game one is
    # betting; the machine another player just won on, sat at next (pt/es/en).
    (
        r"\bwho (?:should|do|would) (?:i|we|you) (?:take|pick|back|bet on|go with|lean|like)\b"
        # ... "take tonight" is no "take to" (thirty-fifth session, AUTHORS145).
        r"(?! (?:to|with|along|for (?:dinner|lunch|drinks))\b)",
        r"\b(?:bet|bets|betting|wager\w*|spread|odds|line|parlay|moneyline|sportsbook|fanduel|"
        # ... money put on it: "$" is no word, so no boundary before it (thirty-fifth session).
        r"draftkings|windows|putting \$? ?\d+|points)\b|\$ ?\d+ (?:on|down)\b",
    ),
    (
        r"\b(?:should|do|would) i (?:sit|jump|hop|get|move|switch) (?:on|at|in|into|onto|to|over "
        r"to) (?:it|(?:her|his|that|the same|that same|the) (?:machine|slot|one|seat|game))\b|"
        r"\bdevo (?:sentar|jogar|ficar|ir) (?:nela|nele|nessa|naquela|na mesma|na maquina|no "
        r"mesmo|na dela|na dele)\b|\b(?:debo|deberia|me) (?:sentarme|siento|jugar|ir) (?:en "
        r"ella|en esa|en la misma|en la maquina|a esa|a la misma)\b",
        r"\b(?:won|win|wins|winning|hit|hits|jackpot|paid out|ganhou|ganhar|ganar|gano|ganando|"
        r"ganhando|premio)\b",
    ),
    # A strategy, system or trick for a game.
    (
        r"\b(?:strateg(?:y|ies)|trick|secret|estrategia|truco|truque|tecnica|dica|consejo)s?\b",
        rf"\b{_GAMES}\b",
    ),
    # Insurance at blackjack, "pay more at night", a bet's worth.
    (
        r"\b(?:insurance|seguro)\b",
        r"\b(?:dealer|crupier|ace|blackjack|(?:un|um|an) (?:as|ace))\b",
    ),
    # A machine that pays more, is about to hit, or is more likely to.
    (
        r"\b(?:pays?|paid|paying|hits?|payout|pagan|pagam) (?:out )?(?:better|more|less|higher|"
        r"most|more often|mas|mais)\b|\b(?:more|less|most|least) likely to (?:hit|pay|win)\b|"
        r"\b(?:about|ready|close|closest|due|going) to (?:hit|pop|pay|drop)\b|\bya (?:le )?toca\b|"
        # ... or "gonna hit next" (twenty-eighth session, AUTHORS135), and one that will pay
        # soon (es/pt).
        r"\b(?:gonna|gon|bout to|finna) (?:hit|pop|drop|pay out)\b(?! (?:the|up|a|an|some|it|my|"
        r"our|by|in|for)\b)|\b(?:hit|hits|pop|pops|pay|pays|drop|drops) (?:out )?next\b"
        r"(?! (?:time|round|week|"
        r"month|visit|trip))|\b(?:va|van) a (?:pagar|soltar|dar premio) (?:pronto|ya|"
        r"ahorita|ahora|enseguida|primero)\b|\bvai (?:pagar|soltar|estourar|dar premio) (?:agora|"
        r"logo|ja|primeiro)\b|"
        r"\besta por (?:pagar|soltar)\b|\b(?:ta|esta) (?:pra|para) (?:estourar|pagar|soltar)\b|"
        r"\bprestes a (?:soltar|pagar|estourar|dar)\b",
        rf"\b{_GAMES}\b",
    ),
    (r"\b(?:best|better|good|safe|safest|smartest) bets?\b", rf"\b{_GAMES}\b"),
    (
        r"\b(?:best|better|worst) (?:rules|returns?|payouts?|chances?|value)\b|\bis (?:it|this|"
        r"that|the \w+) due\b|\b(?:tighter|looser|hotter|colder)\b|\b(?:patterns?|streaks?|"
        r"rachas?|lucky numbers?|numeros? de la suerte|numeros? da sorte)\b|"
        # A loss already had called worth it is no question (twenty-seventh session, AUTHORS103,
        # AUTHORS106: "lost 80 at blackjack, totally worth it").
        r"\b(?<!lol )(?<!totally )(?<!still )(?<!so )(?<!was )(?<!definitely )(?<!honestly )"
        r"(?<!haha )(?:worth it|worth playing|vale la pena|vale a pena|furada|smart or)\b|"
        r"\b(?:does (?:it|that|this) (?:really "
        r"|actually )?work)\b|\b(?<!not looking for )(?:tips?|pointers)\b|"
        r"\b(?:saem|salen|sale|sai|hit|hits|pay|pays) (?:mais|mas|more) (?:a |de |at |in the |"
        r"en la |"
        r"na |no )?(?:noite|noche|night|manana|manha|morning|tarde|madrugada|weekend)\b",
        rf"\b{_GAMES}\b",
    ),
    (
        # Two games weighed against each other for winning.
        r"\b(?:slots?|caca ?niqu(?:el|eis)|tragamonedas|maquinas?|blackjack|poker|roleta|ruleta|"
        r"roulette|craps|dados|baccarat|bacara|keno|let it ride) (?:or|o|ou|vs) (?:\w+ )?(?:slots?|"
        r"caca ?niqu(?:el|eis)|tragamonedas|maquinas?|blackjack|poker|roleta|ruleta|roulette|craps|"
        r"dados|baccarat|bacara|keno|tables?|mesas?)\b",
        r"\b(?:win|winning|better|best|melhor|mejor|ganhar|ganar|odds|chances?|smart|smarter|"
        r"recommend|should|would you|if you were me)\b",
    ),
    (r"\b(?:worth it|worth the|good value|best value|value this)\b", r"\b(?:bets?|odds)\b"),
    (
        r"\b(?:parlay|spread|moneyline|over under)\b",
        r"\b(?:good|safe|best|should|recommend|give me|lock|sure|seguro|segura|recomiendas|"
        r"indica)\b",
    ),
)
NON_ASCII = (
    r"容易(?:中(?!暑|毒|风|風)|赢|贏|爆|出(?:奖|獎))|好中|(?:赢钱|贏錢|中奖|中獎|赢|贏)的?(?:机会|機會|几率|幾率|"
    r"概率)|胜率|勝率|中(?:奖|獎)率|幸(?:运|運)(?:号码|號碼|数字|數字)|押最大|押最小|押(?:满|滿)|最大注|"
    r"押.{1,4}(?:还是|還是)|(?:还是|還是)押|(?:买|買)(?:庄|莊|闲|閒)|下一(?:把|局|轮|輪|手)(?:应该|應該|会是|會是|是不是)|"
    r"(?:应该|應該|该|該)押多少|每(?:次|把|轮|輪|手|转|轉).{0,4}押多少|(?:怎么|怎麼|如何)(?:下注|押).{0,6}(?:赢|贏|才能)|"
    r"玩(?:什么|什麼|哪个|哪個|哪种|哪種).{0,8}(?:赢|贏)|(?:机|機|老虎).{0,8}(?:最松|最鬆|比较松|比較鬆)|"
    r"(?:哪台|哪一台).{0,4}(?:最松|最鬆)|"
    r"(?:庄家|莊家)(?:优势|優勢)|(?:回馈|回饋|返还|返還|回报|回報|返奖|返獎)率|"
    r"要牌(?:还是|還是)停牌|停牌(?:还是|還是)要牌|(?:应该|應該|要不要)再?(?:要牌|停牌|分牌|加倍)|\d+点.{0,6}(?:要牌|停牌|分牌)|"
    r"算牌|记牌|記牌|(?:彩金|机|機).{0,12}快要?(?:爆|开|開)|(?:轮盘|輪盤|号码|號碼).{0,8}(?:旺|热门|熱門)|"
    r"押(?:庄|莊|闲|閒)|百家.{0,15}看路|倍投|马丁格尔|馬丁格爾|(?:买|買)(?:让分|讓分|大小球|独赢|獨贏)|"
    r"(?:让分|讓分)(?:还是|還是)(?:独赢|獨贏)|(?:独赢|獨贏)(?:还是|還是)(?:让分|讓分)",
    r"(?:哪台|哪一台|哪部|哪个机器|哪個機器).{0,8}(?:会中|會中|好中|快|旺|赢|贏|爆)|"
    r"(?:哪个|哪個|哪种|哪種)(?:游戏|遊戲|下注|玩法).{0,8}(?:赢|贏|机会|機會|赔率|賠率)|"
    r"(?:策略|技巧|方法|打法|诀窍|訣竅).{0,10}(?:扑克|撲克|百家|轮盘|輪盤|21点|21點|老虎|骰|赢|贏|输光|輸光)|"
    r"(?:扑克|撲克|百家|轮盘|輪盤|21点|21點|老虎|骰).{0,10}(?:策略|技巧|方法|打法|诀窍|訣竅)|"
    r"下注(?:方法|技巧|策略)|"
    r"(?:庄家|莊家).{0,10}(?:买保险|買保險)|(?:买保险|買保險).{0,10}(?:庄家|莊家)",
)
