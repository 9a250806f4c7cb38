import ShopMenu
