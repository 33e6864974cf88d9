"""Standing weights for Hard's leaf evaluation, learned from Normal-only
games by `python -m game.ai.learn_standings --game dragons_lair --players 2 3 4 5 6 --games 500 --every 2 --shrinkage 10`
(game/ai/learn_standings.py):

- phase (2, 'in a round', 0): 1519 positions, held-out log loss 0.1138 (knowing nothing 0.6931)
- phase (2, 'in a round', 1): 1683 positions, held-out log loss 0.1789 (knowing nothing 0.6931)
- phase (2, 'in a round', 2): 2289 positions, held-out log loss 0.1548 (knowing nothing 0.6931)
- phase (2, 'in a round', 3): 3000 positions, held-out log loss 0.2359 (knowing nothing 0.6931)
- phase (2, 'in a round', 4): 2955 positions, held-out log loss 0.2983 (knowing nothing 0.6931)
- phase (2, 'in a round', 5): 6090 positions, held-out log loss 0.3453 (knowing nothing 0.6931)
- phase (2, 'in a round', 6): 6237 positions, held-out log loss 0.3525 (knowing nothing 0.6931)
- phase (2, 'in a round', 7): 9508 positions, held-out log loss 0.3383 (knowing nothing 0.6931)
- phase (2, 'in a round', 8): 9610 positions, held-out log loss 0.4583 (knowing nothing 0.6931)
- phase (2, 'in a round', 9): 21789 positions, held-out log loss 0.5760 (knowing nothing 0.6931)
- phase (2, 'start', 0): 391 positions, held-out log loss 0.0832 (knowing nothing 0.6931)
- phase (2, 'start', 1): 556 positions, held-out log loss 0.1552 (knowing nothing 0.6931)
- phase (2, 'start', 2): 707 positions, held-out log loss 0.1620 (knowing nothing 0.6931)
- phase (2, 'start', 3): 903 positions, held-out log loss 0.2077 (knowing nothing 0.6931)
- phase (2, 'start', 4): 899 positions, held-out log loss 0.3074 (knowing nothing 0.6931)
- phase (2, 'start', 5): 1800 positions, held-out log loss 0.3345 (knowing nothing 0.6931)
- phase (2, 'start', 6): 1794 positions, held-out log loss 0.3724 (knowing nothing 0.6931)
- phase (2, 'start', 7): 2718 positions, held-out log loss 0.3537 (knowing nothing 0.6931)
- phase (2, 'start', 8): 2673 positions, held-out log loss 0.4355 (knowing nothing 0.6931)
- phase (2, 'start', 9): 6322 positions, held-out log loss 0.5700 (knowing nothing 0.6931)
- phase (3, 'in a round', 0): 1298 positions, held-out log loss 0.0546 (knowing nothing 1.0986)
- phase (3, 'in a round', 1): 1589 positions, held-out log loss 0.0792 (knowing nothing 1.0986)
- phase (3, 'in a round', 2): 2290 positions, held-out log loss 0.1153 (knowing nothing 1.0986)
- phase (3, 'in a round', 3): 2854 positions, held-out log loss 0.1910 (knowing nothing 1.0986)
- phase (3, 'in a round', 4): 2844 positions, held-out log loss 0.1936 (knowing nothing 1.0986)
- phase (3, 'in a round', 5): 5772 positions, held-out log loss 0.1805 (knowing nothing 1.0986)
- phase (3, 'in a round', 6): 6517 positions, held-out log loss 0.2693 (knowing nothing 1.0986)
- phase (3, 'in a round', 7): 9445 positions, held-out log loss 0.4152 (knowing nothing 1.0986)
- phase (3, 'in a round', 8): 9860 positions, held-out log loss 0.6142 (knowing nothing 1.0986)
- phase (3, 'in a round', 9): 21630 positions, held-out log loss 0.8783 (knowing nothing 1.0986)
- phase (3, 'start', 0): 412 positions, held-out log loss 0.0393 (knowing nothing 1.0986)
- phase (3, 'start', 1): 565 positions, held-out log loss 0.0790 (knowing nothing 1.0986)
- phase (3, 'start', 2): 762 positions, held-out log loss 0.1515 (knowing nothing 1.0986)
- phase (3, 'start', 3): 946 positions, held-out log loss 0.1617 (knowing nothing 1.0986)
- phase (3, 'start', 4): 917 positions, held-out log loss 0.2409 (knowing nothing 1.0986)
- phase (3, 'start', 5): 1771 positions, held-out log loss 0.2331 (knowing nothing 1.0986)
- phase (3, 'start', 6): 1839 positions, held-out log loss 0.2995 (knowing nothing 1.0986)
- phase (3, 'start', 7): 2722 positions, held-out log loss 0.4097 (knowing nothing 1.0986)
- phase (3, 'start', 8): 2612 positions, held-out log loss 0.5883 (knowing nothing 1.0986)
- phase (3, 'start', 9): 7089 positions, held-out log loss 0.8831 (knowing nothing 1.0986)
- phase (4, 'in a round', 0): 1332 positions, held-out log loss 0.1223 (knowing nothing 1.3863)
- phase (4, 'in a round', 1): 1503 positions, held-out log loss 0.2954 (knowing nothing 1.3863)
- phase (4, 'in a round', 2): 1927 positions, held-out log loss 0.2381 (knowing nothing 1.3863)
- phase (4, 'in a round', 3): 2571 positions, held-out log loss 0.3322 (knowing nothing 1.3863)
- phase (4, 'in a round', 4): 2694 positions, held-out log loss 0.5396 (knowing nothing 1.3863)
- phase (4, 'in a round', 5): 5366 positions, held-out log loss 0.5111 (knowing nothing 1.3863)
- phase (4, 'in a round', 6): 5569 positions, held-out log loss 0.6986 (knowing nothing 1.3863)
- phase (4, 'in a round', 7): 9045 positions, held-out log loss 0.7023 (knowing nothing 1.3863)
- phase (4, 'in a round', 8): 9786 positions, held-out log loss 1.0436 (knowing nothing 1.3863)
- phase (4, 'in a round', 9): 20240 positions, held-out log loss 1.1913 (knowing nothing 1.3863)
- phase (4, 'start', 0): 398 positions, held-out log loss 0.1514 (knowing nothing 1.3863)
- phase (4, 'start', 1): 559 positions, held-out log loss 0.2135 (knowing nothing 1.3863)
- phase (4, 'start', 2): 673 positions, held-out log loss 0.2345 (knowing nothing 1.3863)
- phase (4, 'start', 3): 894 positions, held-out log loss 0.3085 (knowing nothing 1.3863)
- phase (4, 'start', 4): 859 positions, held-out log loss 0.4831 (knowing nothing 1.3863)
- phase (4, 'start', 5): 1717 positions, held-out log loss 0.5599 (knowing nothing 1.3863)
- phase (4, 'start', 6): 1666 positions, held-out log loss 0.7255 (knowing nothing 1.3863)
- phase (4, 'start', 7): 2589 positions, held-out log loss 0.7412 (knowing nothing 1.3863)
- phase (4, 'start', 8): 2554 positions, held-out log loss 1.0023 (knowing nothing 1.3863)
- phase (4, 'start', 9): 6113 positions, held-out log loss 1.1862 (knowing nothing 1.3863)
- phase (5, 'in a round', 0): 1564 positions, held-out log loss 0.2893 (knowing nothing 1.6094)
- phase (5, 'in a round', 1): 1436 positions, held-out log loss 0.3571 (knowing nothing 1.6094)
- phase (5, 'in a round', 2): 1827 positions, held-out log loss 0.5110 (knowing nothing 1.6094)
- phase (5, 'in a round', 3): 2545 positions, held-out log loss 0.4120 (knowing nothing 1.6094)
- phase (5, 'in a round', 4): 2683 positions, held-out log loss 0.4809 (knowing nothing 1.6094)
- phase (5, 'in a round', 5): 5491 positions, held-out log loss 0.5004 (knowing nothing 1.6094)
- phase (5, 'in a round', 6): 5594 positions, held-out log loss 0.6041 (knowing nothing 1.6094)
- phase (5, 'in a round', 7): 8446 positions, held-out log loss 0.7937 (knowing nothing 1.6094)
- phase (5, 'in a round', 8): 9547 positions, held-out log loss 1.1383 (knowing nothing 1.6094)
- phase (5, 'in a round', 9): 16598 positions, held-out log loss 1.3926 (knowing nothing 1.6094)
- phase (5, 'start', 0): 396 positions, held-out log loss 0.2689 (knowing nothing 1.6094)
- phase (5, 'start', 1): 517 positions, held-out log loss 0.3282 (knowing nothing 1.6094)
- phase (5, 'start', 2): 642 positions, held-out log loss 0.4019 (knowing nothing 1.6094)
- phase (5, 'start', 3): 852 positions, held-out log loss 0.4042 (knowing nothing 1.6094)
- phase (5, 'start', 4): 831 positions, held-out log loss 0.4812 (knowing nothing 1.6094)
- phase (5, 'start', 5): 1718 positions, held-out log loss 0.4699 (knowing nothing 1.6094)
- phase (5, 'start', 6): 1674 positions, held-out log loss 0.6088 (knowing nothing 1.6094)
- phase (5, 'start', 7): 2452 positions, held-out log loss 0.7788 (knowing nothing 1.6094)
- phase (5, 'start', 8): 2654 positions, held-out log loss 1.1004 (knowing nothing 1.6094)
- phase (5, 'start', 9): 6416 positions, held-out log loss 1.4097 (knowing nothing 1.6094)
- phase (6, 'in a round', 0): 1692 positions, held-out log loss 0.2808 (knowing nothing 1.7918)
- phase (6, 'in a round', 1): 1555 positions, held-out log loss 0.3321 (knowing nothing 1.7918)
- phase (6, 'in a round', 2): 1999 positions, held-out log loss 0.3240 (knowing nothing 1.7918)
- phase (6, 'in a round', 3): 2342 positions, held-out log loss 0.6075 (knowing nothing 1.7918)
- phase (6, 'in a round', 4): 2580 positions, held-out log loss 0.8045 (knowing nothing 1.7918)
- phase (6, 'in a round', 5): 5439 positions, held-out log loss 0.8886 (knowing nothing 1.7918)
- phase (6, 'in a round', 6): 5588 positions, held-out log loss 1.2375 (knowing nothing 1.7918)
- phase (6, 'in a round', 7): 8674 positions, held-out log loss 1.1331 (knowing nothing 1.7918)
- phase (6, 'in a round', 8): 9661 positions, held-out log loss 1.2759 (knowing nothing 1.7918)
- phase (6, 'in a round', 9): 14489 positions, held-out log loss 1.6298 (knowing nothing 1.7918)
- phase (6, 'start', 0): 448 positions, held-out log loss 0.2300 (knowing nothing 1.7918)
- phase (6, 'start', 1): 495 positions, held-out log loss 0.4129 (knowing nothing 1.7918)
- phase (6, 'start', 2): 662 positions, held-out log loss 0.3157 (knowing nothing 1.7918)
- phase (6, 'start', 3): 770 positions, held-out log loss 0.5954 (knowing nothing 1.7918)
- phase (6, 'start', 4): 820 positions, held-out log loss 0.7825 (knowing nothing 1.7918)
- phase (6, 'start', 5): 1659 positions, held-out log loss 0.8841 (knowing nothing 1.7918)
- phase (6, 'start', 6): 1629 positions, held-out log loss 1.1220 (knowing nothing 1.7918)
- phase (6, 'start', 7): 2511 positions, held-out log loss 1.0438 (knowing nothing 1.7918)
- phase (6, 'start', 8): 2664 positions, held-out log loss 1.2312 (knowing nothing 1.7918)
- phase (6, 'start', 9): 5239 positions, held-out log loss 1.6017 (knowing nothing 1.7918)
"""

FEATURES = ('chips', 'log_chips', 'travel', 'chests_in_hand', 'dragons_in_hand', 'clues_in_hand', 'chests_laid')

WEIGHTS = {
    (2, 'in a round', 0): (0.4563, -0.0320, 0.4242, -0.0827, -0.0005, 0.1525, 0.5005,),
    (2, 'in a round', 1): (0.2221, -0.0608, 0.2111, -0.0034, -0.0026, -0.0392, 0.1901,),
    (2, 'in a round', 2): (0.1491, -0.1691, 0.1162, 0.2104, -0.0867, -0.1479, 0.1021,),
    (2, 'in a round', 3): (0.1535, -0.1748, 0.1697, -0.1022, 0.2736, -0.0443, 0.2588,),
    (2, 'in a round', 4): (0.1212, -0.5203, 0.0912, 0.0271, 0.0061, 0.0620, 0.0307,),
    (2, 'in a round', 5): (0.1120, -0.3142, 0.1009, -0.0722, 0.4405, -0.1224, 0.0850,),
    (2, 'in a round', 6): (0.0914, -0.1111, 0.0902, 0.1316, 0.1937, -0.1647, 0.0714,),
    (2, 'in a round', 7): (0.0820, 0.2198, 0.0974, 0.0238, -0.1816, 0.2864, 0.0454,),
    (2, 'in a round', 8): (0.0873, 0.2898, 0.1255, 0.0817, 0.7613, 0.1549, 0.0334,),
    (2, 'in a round', 9): (0.1005, 0.1932, 0.1735, 0.1584, 1.2069, 0.0550, 0.0578,),
    (2, 'start', 0): (0.5096, 0.0056, 0.0000, 0.3738, -0.0001, 0.1134, 0.4559,),
    (2, 'start', 1): (0.2434, 0.0007, 0.0000, 0.2180, 0.0270, -0.2556, 0.1576,),
    (2, 'start', 2): (0.1478, -0.0278, 0.0000, 0.0913, 0.0470, -0.0656, 0.1570,),
    (2, 'start', 3): (0.1527, -0.0465, 0.0000, 0.2359, 0.0511, -0.0920, 0.0846,),
    (2, 'start', 4): (0.1136, -0.0814, 0.0000, 0.0663, 0.1449, 0.0583, 0.0392,),
    (2, 'start', 5): (0.1099, -0.3799, 0.0000, 0.0877, 0.2059, -0.0662, 0.1203,),
    (2, 'start', 6): (0.0900, 0.0672, 0.0000, 0.0884, 0.4275, -0.1343, 0.0373,),
    (2, 'start', 7): (0.0801, 0.3572, 0.0000, 0.0577, 0.2789, 0.1534, 0.0371,),
    (2, 'start', 8): (0.0840, 0.5386, 0.0000, 0.0683, 0.4859, 0.0536, 0.0085,),
    (2, 'start', 9): (0.0627, 1.0789, 0.0000, 0.0700, 0.9914, -0.0252, 0.0656,),
    (3, 'in a round', 0): (0.3802, -0.1371, 0.3307, 0.1549, -0.3513, -0.3454, 0.2521,),
    (3, 'in a round', 1): (0.3259, -0.1176, 0.2612, -0.0691, -0.1141, -0.2227, 0.1790,),
    (3, 'in a round', 2): (0.2445, 0.5821, 0.2281, 0.3828, 0.1210, -0.1054, 0.2017,),
    (3, 'in a round', 3): (0.2083, 0.6381, 0.2261, 0.1831, 0.2139, -0.1551, 0.1269,),
    (3, 'in a round', 4): (0.1571, 0.3320, 0.1188, 0.0681, 0.1853, -0.0438, 0.1480,),
    (3, 'in a round', 5): (0.1516, 0.1319, 0.1635, 0.2597, 0.4372, 0.0715, 0.1353,),
    (3, 'in a round', 6): (0.1270, -0.0696, 0.1369, 0.1416, 0.0098, -0.0108, 0.0848,),
    (3, 'in a round', 7): (0.1067, 0.0993, 0.1154, 0.0961, 0.1425, 0.0504, 0.0528,),
    (3, 'in a round', 8): (0.1020, 0.1825, 0.1440, 0.0364, 0.7666, 0.0577, 0.0407,),
    (3, 'in a round', 9): (0.1190, 0.0147, 0.1573, 0.0654, 0.5264, -0.0578, 0.0234,),
    (3, 'start', 0): (0.5093, 0.0050, 0.0000, 0.4082, -0.1357, -0.1854, 0.2794,),
    (3, 'start', 1): (0.3162, 0.0258, 0.0000, 0.1577, 0.1320, -0.1527, 0.2584,),
    (3, 'start', 2): (0.2583, 0.0907, 0.0000, 0.2171, -0.0712, -0.1233, 0.1926,),
    (3, 'start', 3): (0.2172, 0.1914, 0.0000, 0.1626, -0.2025, -0.0445, 0.0981,),
    (3, 'start', 4): (0.1567, 0.3129, 0.0000, 0.1958, -0.0676, -0.0491, 0.1167,),
    (3, 'start', 5): (0.1395, 0.3853, 0.0000, 0.1494, 0.4389, 0.0654, 0.1175,),
    (3, 'start', 6): (0.1169, 0.1413, 0.0000, 0.1206, -0.0902, -0.0290, 0.0615,),
    (3, 'start', 7): (0.0985, 0.4312, 0.0000, 0.0807, 0.3777, 0.0443, 0.0620,),
    (3, 'start', 8): (0.0826, 0.7929, 0.0000, 0.0626, 0.3489, 0.0015, 0.0474,),
    (3, 'start', 9): (0.0518, 1.0619, 0.0000, 0.0559, 0.7324, -0.0408, 0.0396,),
    (4, 'in a round', 0): (0.3708, -0.1388, 0.4483, 0.0693, -0.0074, 0.0375, 0.1596,),
    (4, 'in a round', 1): (0.4874, 0.3070, 0.5161, 0.5590, -0.0642, 0.3445, 0.2416,),
    (4, 'in a round', 2): (0.2353, 0.5228, 0.2674, 0.1549, -0.0342, -0.1063, 0.1567,),
    (4, 'in a round', 3): (0.1792, 0.5391, 0.2241, -0.1145, -0.0998, -0.2664, 0.1408,),
    (4, 'in a round', 4): (0.1625, 0.7288, 0.1909, 0.1754, -0.3548, -0.4031, 0.1027,),
    (4, 'in a round', 5): (0.1493, 0.4718, 0.2226, 0.1939, 0.0624, -0.1898, 0.0979,),
    (4, 'in a round', 6): (0.1341, 0.2301, 0.1804, 0.0838, 0.4584, -0.2238, 0.0868,),
    (4, 'in a round', 7): (0.1213, 0.2023, 0.1686, 0.0420, 0.1265, -0.0395, 0.0512,),
    (4, 'in a round', 8): (0.1283, 0.3261, 0.2124, 0.0979, 1.5116, 0.0643, 0.0496,),
    (4, 'in a round', 9): (0.2180, -0.0307, 0.2634, 0.0860, 0.8226, -0.0866, 0.0153,),
    (4, 'start', 0): (0.3599, 0.0095, 0.0000, 0.1662, 0.1343, 0.0192, 0.1519,),
    (4, 'start', 1): (0.4873, 0.0307, 0.0000, 0.2819, 0.0675, 0.2789, 0.2263,),
    (4, 'start', 2): (0.2672, 0.4007, 0.0000, 0.2197, 0.0022, -0.0605, 0.1609,),
    (4, 'start', 3): (0.2182, 0.5942, 0.0000, 0.1953, 0.0988, -0.1552, 0.1366,),
    (4, 'start', 4): (0.2085, 0.5165, 0.0000, 0.1531, -0.0342, -0.2663, 0.1062,),
    (4, 'start', 5): (0.1457, 0.9127, 0.0000, 0.1351, 0.0646, -0.1829, 0.0977,),
    (4, 'start', 6): (0.1309, 0.7917, 0.0000, 0.1126, 0.1650, -0.1627, 0.0904,),
    (4, 'start', 7): (0.0946, 0.9817, 0.0000, 0.0673, 0.1154, -0.0331, 0.0660,),
    (4, 'start', 8): (0.1025, 1.0979, 0.0000, 0.0882, 0.6513, -0.0005, 0.0593,),
    (4, 'start', 9): (0.0773, 1.3839, 0.0000, 0.0494, 0.7793, -0.0751, 0.0439,),
    (5, 'in a round', 0): (0.4391, -0.2580, 0.3921, -0.2779, 0.0334, 0.3171, 0.0790,),
    (5, 'in a round', 1): (0.4057, -0.3567, 0.3628, 0.1255, 0.2966, 0.0344, 0.0622,),
    (5, 'in a round', 2): (0.3781, -0.0174, 0.3691, -0.3181, 0.6602, -0.0312, 0.1480,),
    (5, 'in a round', 3): (0.2711, 0.3152, 0.2662, 0.1740, 0.2837, -0.1073, 0.1092,),
    (5, 'in a round', 4): (0.2283, 0.5594, 0.2702, 0.1377, -0.2002, 0.0032, 0.0970,),
    (5, 'in a round', 5): (0.1390, 0.7585, 0.2284, 0.1602, 0.5147, -0.1098, 0.0764,),
    (5, 'in a round', 6): (0.1539, 0.3535, 0.2249, 0.2113, 0.5412, -0.1048, 0.0624,),
    (5, 'in a round', 7): (0.1750, 0.1986, 0.2299, 0.1277, 0.1239, -0.1388, 0.0651,),
    (5, 'in a round', 8): (0.1864, 0.1486, 0.2508, 0.0893, 0.3107, -0.1591, 0.0425,),
    (5, 'in a round', 9): (0.3584, -0.1404, 0.3307, 0.0495, 0.3553, -0.2217, 0.0458,),
    (5, 'start', 0): (0.4735, 0.1074, 0.0000, 0.2729, 0.0556, 0.2148, 0.1129,),
    (5, 'start', 1): (0.3553, 0.1131, 0.0000, 0.1686, 0.1974, 0.1981, 0.0625,),
    (5, 'start', 2): (0.4272, 0.2154, 0.0000, 0.2898, 0.2072, 0.1469, 0.1302,),
    (5, 'start', 3): (0.2905, 0.5170, 0.0000, 0.1977, 0.0976, 0.0136, 0.0986,),
    (5, 'start', 4): (0.2304, 0.7696, 0.0000, 0.1461, -0.0820, -0.0955, 0.1087,),
    (5, 'start', 5): (0.1302, 1.7592, 0.0000, 0.1390, 0.6128, -0.0566, 0.0933,),
    (5, 'start', 6): (0.0934, 1.9323, 0.0000, 0.1600, 0.1463, -0.0849, 0.0852,),
    (5, 'start', 7): (0.0636, 1.8887, 0.0000, 0.0840, 0.2048, -0.1272, 0.0833,),
    (5, 'start', 8): (0.0643, 1.7401, 0.0000, 0.0831, 0.1120, -0.1627, 0.0746,),
    (5, 'start', 9): (0.0066, 2.1613, 0.0000, 0.0598, 0.4810, -0.1722, 0.0717,),
    (6, 'in a round', 0): (0.4246, -0.1187, 0.3946, -0.1603, -0.0511, 0.2541, 0.0542,),
    (6, 'in a round', 1): (0.4019, 0.0382, 0.4322, 0.0009, 0.3874, 0.0706, 0.1329,),
    (6, 'in a round', 2): (0.2573, 0.6002, 0.3507, -0.0614, 0.0370, 0.0576, 0.0977,),
    (6, 'in a round', 3): (0.2984, 0.3843, 0.3531, 0.0425, -0.1875, -0.0503, 0.0892,),
    (6, 'in a round', 4): (0.2891, 0.1542, 0.3340, 0.0863, 0.6709, -0.0699, 0.0933,),
    (6, 'in a round', 5): (0.2964, -0.0171, 0.3331, 0.2235, 0.0236, -0.1702, 0.0746,),
    (6, 'in a round', 6): (0.2893, 0.1790, 0.3251, -0.0362, -0.4801, -0.1121, 0.0891,),
    (6, 'in a round', 7): (0.2491, 0.2602, 0.3159, 0.1745, 0.0350, -0.1077, 0.0805,),
    (6, 'in a round', 8): (0.2896, 0.1329, 0.3974, -0.0117, -0.7373, -0.1891, 0.0735,),
    (6, 'in a round', 9): (0.5499, -0.1729, 0.5195, 0.0603, 0.3917, -0.2691, 0.0849,),
    (6, 'start', 0): (0.3773, 0.3150, 0.0000, 0.1502, 0.1276, 0.2329, 0.0570,),
    (6, 'start', 1): (0.3474, 0.6071, 0.0000, 0.1888, -0.1206, 0.0019, 0.1099,),
    (6, 'start', 2): (0.2733, 0.9820, 0.0000, 0.1757, -0.3423, 0.1276, 0.0866,),
    (6, 'start', 3): (0.2922, 0.9020, 0.0000, 0.1660, 0.1065, -0.0665, 0.1029,),
    (6, 'start', 4): (0.2547, 1.0204, 0.0000, 0.1692, -0.3583, 0.0410, 0.0912,),
    (6, 'start', 5): (0.2353, 1.0984, 0.0000, 0.1831, 0.0286, -0.1615, 0.0976,),
    (6, 'start', 6): (0.1684, 1.5585, 0.0000, 0.1137, -0.0958, -0.1099, 0.0917,),
    (6, 'start', 7): (0.1490, 1.6543, 0.0000, 0.1079, -0.0754, -0.0617, 0.0922,),
    (6, 'start', 8): (0.1109, 2.1623, 0.0000, 0.0860, 0.1167, -0.0188, 0.0892,),
    (6, 'start', 9): (0.1994, 1.6662, 0.0000, 0.0776, 0.4514, -0.2380, 0.1076,),
}
