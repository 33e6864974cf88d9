"""Standing weights for Hard's leaf evaluation, learned from Normal-only
games by `python -m game.ai.learn_standings --game dragon_lyre --players 2 3 4 --games 1500`
(game/ai/learn_standings.py):

- phase (2, 'early'): 16274 positions, held-out log loss 0.6585 (knowing nothing 0.6931)
- phase (2, 'final'): 2661 positions, held-out log loss 0.1725 (knowing nothing 0.6931)
- phase (2, 'late'): 11708 positions, held-out log loss 0.3228 (knowing nothing 0.6931)
- phase (2, 'middle'): 12011 positions, held-out log loss 0.5155 (knowing nothing 0.6931)
- phase (3, 'early'): 18051 positions, held-out log loss 1.0489 (knowing nothing 1.0986)
- phase (3, 'final'): 4136 positions, held-out log loss 0.2932 (knowing nothing 1.0986)
- phase (3, 'late'): 10502 positions, held-out log loss 0.6282 (knowing nothing 1.0986)
- phase (3, 'middle'): 10689 positions, held-out log loss 0.8858 (knowing nothing 1.0986)
- phase (4, 'early'): 17163 positions, held-out log loss 1.3438 (knowing nothing 1.3863)
- phase (4, 'final'): 5670 positions, held-out log loss 0.4573 (knowing nothing 1.3863)
- phase (4, 'late'): 10493 positions, held-out log loss 0.9554 (knowing nothing 1.3863)
- phase (4, 'middle'): 11295 positions, held-out log loss 1.2108 (knowing nothing 1.3863)
"""

FEATURES = ('points', 'promise', 'heroes', 'prophet', 'prophet_take', 'waits', 'done')

WEIGHTS = {
    (2, 'early'): (0.1189, -0.0040, 0.1227, 0.9742, 0.0465, -0.0916, 0.0000,),
    (2, 'final'): (0.5567, -0.0128, 0.7835, 1.7408, 0.5058, 1.4548, -1.8510,),
    (2, 'late'): (0.2326, 0.0077, 0.3206, 2.6610, 0.1030, -0.2466, 0.0000,),
    (2, 'middle'): (0.1597, 0.0159, 0.2117, 1.3839, 0.0969, -0.1764, 0.0000,),
    (3, 'early'): (0.1228, -0.0627, 0.1243, 0.7028, 0.0504, -0.1860, 0.0000,),
    (3, 'final'): (0.5051, 0.0366, 0.6240, 1.2649, 0.3693, 1.5425, -2.0307,),
    (3, 'late'): (0.2232, 0.0343, 0.3114, 1.2592, 0.1520, -0.3978, 0.0000,),
    (3, 'middle'): (0.1655, 0.0384, 0.2260, 1.0527, 0.0859, -0.3074, 0.0000,),
    (4, 'early'): (0.1042, -0.1992, 0.0693, -0.1610, 0.1124, -0.1216, 0.0000,),
    (4, 'final'): (0.5212, 0.0726, 0.4183, 0.9856, 0.3299, 1.3695, -2.2323,),
    (4, 'late'): (0.2252, 0.0833, 0.2983, 0.5322, 0.1433, -0.5844, 0.0000,),
    (4, 'middle'): (0.1753, 0.0437, 0.2441, 0.4791, 0.0835, -0.3321, 0.0000,),
}
