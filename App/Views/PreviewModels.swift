#if DEBUG
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The previews' models, one per state, from the bundled menu; nothing reaches the network.
  @MainActor
  enum PreviewModels {
    static var ready: ShopAppModel { model() }
    static var readyMyToys: ShopAppModel { model(shop: .mytoys) }
    static var loading: ShopAppModel { ShopAppModel.preview(.loading) }
    static var failed: ShopAppModel { ShopAppModel.preview(.failed(.network(.offline))) }
    static var bundledCopy: ShopAppModel { model(.bundled) }
    /// Every teaser image fails: plain rows, no headers.
    static var teasersFailed: ShopAppModel { model(servesTeaserImages: false) }

    /// A menu from an hour ago whose refresh failed: the notice above it.
    static var stale: ShopAppModel {
      model(.disk, fetchedAt: Date(timeIntervalSinceNow: -3600)) {
        .stale($0, reason: .network(.offline))
      }
    }

    /// The bundled menu as a snapshot from `source`, in the state `state` makes of it.
    private static func model(
      _ source: MenuSnapshot.Source = .network, shop: ShopConfiguration = .bonprix,
      fetchedAt: Date? = nil, servesTeaserImages: Bool = true,
      state: (MenuSnapshot) -> MenuState = { .ready($0) }
    ) -> ShopAppModel {
      let snapshot = ShopAppModel.previewSnapshot(shop: shop, source: source, fetchedAt: fetchedAt)
      return ShopAppModel.preview(
        snapshot.map(state) ?? .loading, shop: shop, servesTeaserImages: servesTeaserImages)
    }
  }
#endif
