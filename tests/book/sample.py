"""A small card book with every section of cards.toml, shared by the book and collection tests."""

import tomllib

import pytest

from pycore.book.sections import read_book

RARITY_OF = ["common"] * 6 + ["uncommon"] * 3 + ["rare"] * 2 + ["legendary"]
NAMES = ["Mist Wisp", "Ember Pup", "Puddle Newt", "Pebble Golem", "Gust Sparrow", "Moth Lamp",
         "Tide Heron", "Ash Wolf", "Root Bear", "Storm Roc", "Night Lynx", "Sun Drake"]


def card_toml(i: int) -> str:
    sides = [1 + (i + k) % 9 for k in range(4)]
    return (f'[[cards]]\nid = "c{i:02d}"\nname = "{NAMES[i]}"\nrarity = "{RARITY_OF[i]}"\n'
            f'north = {sides[0]}\neast = {sides[1]}\nsouth = {sides[2]}\nwest = {sides[3]}\n'
            + ('price = 1000\n' if i == 11 else '') + ('element = "fire"\n' if i % 3 == 0 else '')
            + f'flavour = "Card number {i}."\n')


ECONOMY = '''
[starter]
cards = ["c00", "c01", "c02"]
boosters = ["basic"]
gold = 100

[[boosters]]
id = "basic"
name = "Basic Booster"
size = 5
weights = { common = 70, uncommon = 20, rare = 8, legendary = 2 }
guaranteed = "uncommon"

[[boosters]]
id = "commons"
name = "Common Pouch"
size = 3
pool = ["c00", "c01", "c06"]
weights = { common = 3, uncommon = 1 }

[[dealers]]
id = "stall"
name = "Market Stall"
sell_percent = 50
stock = [ { booster = "basic", price = 60 }, { card = "c09", price = 250 }, { booster = "commons", price = 20 } ]

[[dealers]]
id = "fence"
name = "Fence"
sell_percent = 100
stock = []

[[rewards]]
source = "duel-a"
booster = "basic"
chance = 25
count = 2

[[rewards]]
source = "card_duels"
card = "c10"
chance = 100

[sell_prices]
common = 4
rare = 60
'''

TEXT = "".join(card_toml(i) for i in range(12)) + ECONOMY


def make_book(text: str = TEXT):
    return read_book(tomllib.loads(text), "cards.toml")


@pytest.fixture
def book():
    return make_book()
