"""Standing weights for Hard's leaf evaluation, learned from Normal-only
games by `python -m game.ai.learn_standings --game dragonstones --players 3 4 5 6 --games 120 --seed 50000`
(game/ai/learn_standings.py):

- phase 3: 10064 positions, held-out log loss 1.0860 (knowing nothing 1.0986)
- phase 4: 15323 positions, held-out log loss 1.2889 (knowing nothing 1.3863)
- phase 5: 20970 positions, held-out log loss 1.4998 (knowing nothing 1.6094)
- phase 6: 24502 positions, held-out log loss 1.6370 (knowing nothing 1.7918)
"""

FEATURES = ('standing', 'lasting_fairy', 'round_money')

WEIGHTS = {
    3: (0.3498, 0.1719, 0.1124,),
    4: (0.3906, 0.1554, 0.0861,),
    5: (0.5810, 0.1801, 0.1326,),
    6: (0.5953, 0.1925, 0.1080,),
}
