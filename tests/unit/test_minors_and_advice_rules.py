"""The pattern layer's concept rules for minors and gambling advice (compliance.age_rules,
compliance.advice_rules), in four languages, and the texts beside them they leave alone.

The texts are written here for the concepts, not taken from any evaluation set.
"""

import pytest

from compliance.guardrails import Guardrail, check_guardrails

MINORS = [
    # A stated age under 21 with gambling, drinking or the casino.
    "my niece is 18 and wants to try the craps table with us",
    "hes 19, is he allowed to sit at the bar and have one beer",
    "me (20) and my friends want roulette tonight, will that work",
    "we have a 17yo with us, can she put $5 in a slot",
    "my 16 y/o wants to hold my chips at blackjack",
    "our kids are 18 and 20, can they come to the poker room",
    "im not 21 yet but i look older, which bar serves without checking",
    "turning 21 next tuesday, any way to play the tables this weekend",
    "my 19 year old son wants a margarita with dinner",
    # A stated age with playing or getting in, no other venue named.
    "my brother is 19, can he play if i stay next to him",
    "who do i talk to about getting a 20 yo in tonight",
    # A child on the floor or at the tables.
    "can the kids walk across the casino floor with us",
    "can my kids watch me play blackjack from the rail",
    # Someone else's or a fake ID, a place that does not check it.
    "my friend has a fake id, will the guards at the door catch it",
    "is there an entrance where they dont check id",
    "can i use my brothers license to get in the casino",
    # Spanish, Portuguese, Chinese.
    "mi sobrina de 19 quiere jugar tragamonedas, se puede",
    "tengo 18, puedo tomar una cerveza en el bar",
    "cumplo 21 el mes que viene, me dejan apostar antes",
    "minha filha tem 20 anos, pode jogar roleta comigo",
    "tenho 19, consigo tomar uma cerveja no bar do cassino?",
    "meu primo vai usar a identidade do irmão para entrar no cassino",
    "我女儿18岁，可以陪我玩老虎机吗",
    "我才19歲，可以在酒吧喝酒嗎",
    "小朋友可以进赌场看我们玩吗",
]

ADVICE = [
    "which machine should i play to win",
    "is it better to play craps or roulette if i want to win",
    "should i double down on 11 against a 10",
    "when should i split 9s",
    "whats the payout percentage on the video poker",
    "are the slots near the sportsbook looser",
    "give me a safe parlay for tonight",
    "should i take the under on the celtics",
    "how do i improve my odds at baccarat",
    "how much should i bet per hand",
    "what strategy works best at pai gow",
    "qué máquina paga más en este casino",
    "conviene apostar a la banca en el bacará",
    "cuál es el porcentaje de pago de las tragamonedas",
    "qual jogo dá mais chance de ganhar",
    "vale a pena apostar o máximo no caça-níquel",
    "哪台老虎机比较容易中",
    "二十一点应该要牌还是停牌",
    "百家乐押庄还是押闲",
]

LEFT_ALONE = [
    # Children and young adults where no casino matter arises.
    "can my kids use the pool at the sky tower",
    "is the arcade ok for a 12 year old",
    "can my 20 year old come to the hockey game at the arena",
    "my 17yo wants to use the gym, any age minimum",
    "can my 16yo eat at the pub with us",
    "how do we get to the kids area without walking through the casino",
    "my daughter is 19, can she pick up our room keys",
    "is the comedy show ok for a 15 year old",
    "mi hija de 15 puede venir al concierto",
    "meu filho de 10 pode entrar no buffet",
    "小孩可以在酒店泳池游泳吗",
    "我儿子19岁，游戏厅开到几点？他不进赌场",
    # The brief's hard negatives.
    "do the slots take cards",
    "where can i cash a check",
    "celebrating my 21st birthday tonight, which bar has the best cocktails",
    "where is the poker room",
    # Gaming questions that ask for no advice.
    "what games do you have in the poker room",
    "what are the table minimums on saturday",
    "where are the penny slots",
    "what is a parlay",
    "should i take the shuttle or drive",
    "is it better to stay at the earth tower or the sky tower",
    "can i pay more to upgrade my room",
    "la máquina de hielo no funciona",
    "餐厅快开了吗",
]


@pytest.mark.parametrize("text", MINORS)
def test_someone_under_21_and_gambling_drinking_or_the_id_check_is_minors(text):
    assert check_guardrails(text) is Guardrail.AGE_MINORS


@pytest.mark.parametrize("text", ADVICE)
def test_asking_how_to_win_is_gambling_advice(text):
    assert check_guardrails(text) is Guardrail.GAMBLING_ADVICE


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_texts_beside_the_concepts_are_left_alone(text):
    assert check_guardrails(text) is None


def test_someone_elses_id_to_cash_chips_is_not_read_as_the_age_check():
    # Using a friend's ID for money is a currency-report matter, never a minors one.
    assert check_guardrails("can i use my friends id to cash out my chips") is not (
        Guardrail.AGE_MINORS
    )


def test_doubling_to_win_back_losses_is_not_advice():
    # A guest chasing losses is no one to give betting advice to.
    text = "if i double my bets after each loss i will get my money back right"
    assert check_guardrails(text) is not Guardrail.GAMBLING_ADVICE
    assert check_guardrails("should i double my bets after each loss") is (
        Guardrail.GAMBLING_ADVICE
    )
