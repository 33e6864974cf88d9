"""Standing weights for Hard's leaf evaluation, learned from Normal-only
games by `python -m game.ai.learn_standings --game rattlebones --players 2 3 4 --games 300 --shrinkage 100`
(game/ai/learn_standings.py):

- phase (2, 0): 6445 positions, held-out log loss 0.6702 (knowing nothing 0.6931)
- phase (2, 1): 1648 positions, held-out log loss 0.6139 (knowing nothing 0.6931)
- phase (2, 2): 1115 positions, held-out log loss 0.3917 (knowing nothing 0.6931)
- phase (2, 3): 453 positions, held-out log loss 0.4683 (knowing nothing 0.6931)
- phase (2, 4): 427 positions, held-out log loss 0.2779 (knowing nothing 0.6931)
- phase (3, 0): 9235 positions, held-out log loss 1.0422 (knowing nothing 1.0986)
- phase (3, 1): 2372 positions, held-out log loss 0.8954 (knowing nothing 1.0986)
- phase (3, 2): 1552 positions, held-out log loss 0.7394 (knowing nothing 1.0986)
- phase (3, 3): 633 positions, held-out log loss 0.6403 (knowing nothing 1.0986)
- phase (3, 4): 557 positions, held-out log loss 0.6319 (knowing nothing 1.0986)
- phase (4, 0): 11822 positions, held-out log loss 1.2859 (knowing nothing 1.3863)
- phase (4, 1): 3178 positions, held-out log loss 0.9273 (knowing nothing 1.3863)
- phase (4, 2): 2138 positions, held-out log loss 0.6778 (knowing nothing 1.3863)
- phase (4, 3): 791 positions, held-out log loss 0.5738 (knowing nothing 1.3863)
- phase (4, 4): 790 positions, held-out log loss 0.4303 (knowing nothing 1.3863)
"""

FEATURES = ('points', 'gold', 'stars', 'stock', 'engine', 'order', 'stock_payout')

WEIGHTS = {
    (2, 0): (0.0955, -0.0006, 0.0976, 0.1088, 0.0580, -0.0705, 0.0622,),
    (2, 1): (0.1466, -0.0082, 0.2448, 0.0558, 0.1082, -0.1096, 0.0852,),
    (2, 2): (0.1678, 0.0000, 0.3413, 0.0303, 0.0469, -0.1649, 0.0786,),
    (2, 3): (0.2141, 0.0000, 0.0720, 0.0622, 0.0038, -0.1164, 0.1232,),
    (2, 4): (0.2090, 0.0000, -0.1263, 0.0691, 0.0403, -0.1490, 0.2072,),
    (3, 0): (0.0997, 0.0158, 0.2227, 0.0883, 0.0295, -0.0407, 0.0978,),
    (3, 1): (0.1207, 0.0313, 0.2308, -0.0615, -0.0394, -0.1259, 0.1181,),
    (3, 2): (0.1948, 0.0297, 0.1224, 0.0900, -0.0115, -0.1707, 0.0833,),
    (3, 3): (0.3146, -0.0015, 0.2140, -0.0193, -0.0076, -0.0428, 0.0848,),
    (3, 4): (0.2711, -0.0115, 0.0371, 0.0229, -0.0427, -0.1584, 0.1662,),
    (4, 0): (0.1249, -0.1178, 0.2088, -0.3251, 0.0531, -0.0347, 0.1616,),
    (4, 1): (0.1670, 0.0367, 0.1346, -0.0964, 0.0867, -0.0609, 0.1454,),
    (4, 2): (0.2326, -0.0168, 0.1729, 0.0633, 0.0784, -0.1158, 0.1192,),
    (4, 3): (0.2714, 0.0020, 0.1351, 0.0337, 0.1512, -0.1472, 0.1203,),
    (4, 4): (0.3748, 0.0340, 0.1137, 0.0243, 0.0642, -0.1349, 0.1223,),
}
