#if DEBUG
  import Foundation

  extension ShopAppModel {
    /// A model showing `menuState` off the network: refreshes fail as offline, pages are local.
    public static func preview(
      _ menuState: MenuState, shop: ShopConfiguration = .bonprix, servesTeaserImages: Bool = true
    ) -> ShopAppModel {
      let repository = MenuRepository(
        shop: shop, client: .failing(.offline), cache: nil, bundled: { nil })
      let model = ShopAppModel(
        shop: shop, repository: repository,
        teasers: .standIn(policy: shop.urlPolicy, servesImages: servesTeaserImages))
      model.browser.servesPagesLocally = true
      model.menuState = menuState
      model.updateSearchResults()
      return model
    }

    /// The bundled menu for `shop` as a snapshot from `source`; `nil` if missing or unreadable.
    public nonisolated static func previewSnapshot(
      shop: ShopConfiguration = .bonprix, source: MenuSnapshot.Source = .network,
      fetchedAt: Date? = nil
    ) -> MenuSnapshot? {
      guard let data = BundledMenu.data(for: shop.id),
        let menu = try? FeedDecoder(shop: shop).decode(data)
      else { return nil }
      return MenuSnapshot(menu: menu, source: source, fetchedAt: fetchedAt)
    }
  }
#endif
