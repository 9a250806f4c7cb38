import Foundation

// MARK: - Stand-ins for previews

extension ShopAppModel {
  /// A model already showing `menuState` that never touches the network: for SwiftUI previews
  /// and for tests of what a view shows in each state.
  ///
  /// Its repository keeps nothing on disk, has no bundled copy and fails every refresh as
  /// offline (a Retry or an opened menu ends in ``MenuState/failed(_:)`` or
  /// ``MenuState/stale(_:reason:)``, as offline); its web view serves every page itself
  /// (``PageAddressing/local``); in a Debug build its teasers load the stand-in's image, or all
  /// fail when `servesTeaserImages` is false (``TeaserLoader/standIn(policy:servesImages:)``).
  /// Nothing starts until ``start()`` is called.
  public static func preview(
    _ menuState: MenuState, shop: ShopConfiguration = .bonprix, servesTeaserImages: Bool = true
  ) -> ShopAppModel {
    let repository = MenuRepository(
      shop: shop, client: .failing(.offline), cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: shop, repository: repository)
    model.browser.pageAddressing = .local
    #if DEBUG
      model.teasers = .standIn(policy: shop.urlPolicy, servesImages: servesTeaserImages)
    #endif
    model.menuState = menuState
    model.updateSearchResults()
    return model
  }

  /// The menu bundled with the app for `shop` as a snapshot from `source`, for ``preview(_:shop:servesTeaserImages:)``;
  /// `nil` if the bundled copy is missing or cannot be decoded.
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
