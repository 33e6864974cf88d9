"""Play across laptops: the protocol, a table host, its clients and discovery of tables on the local network (asyncio + websockets, zeroconf); no pygame."""
