#if DEBUG && canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The previews' models, one per state, from the bundled menu; nothing reaches the network.
  @MainActor
  enum PreviewModels {
    /// The bundled bonprix menu, as if just fetched.
    static var ready: ShopAppModel {
      ShopAppModel.preview(ShopAppModel.previewSnapshot().map { .ready($0) } ?? .loading)
    }

    /// The bundled myToys menu (sections, no teasers), as if just fetched.
    static var readyMyToys: ShopAppModel {
      ShopAppModel.preview(
        ShopAppModel.previewSnapshot(shop: .mytoys).map { .ready($0) } ?? .loading, shop: .mytoys)
    }

    /// The first load, still running.
    static var loading: ShopAppModel { ShopAppModel.preview(.loading) }

    /// No menu at all: the failure and Retry (which fails again).
    static var failed: ShopAppModel { ShopAppModel.preview(.failed(.network(.offline))) }

    /// A menu from an hour ago whose refresh failed: the notice above it.
    static var stale: ShopAppModel {
      let snapshot = ShopAppModel.previewSnapshot(
        source: .disk, fetchedAt: Date(timeIntervalSinceNow: -3600))
      return ShopAppModel.preview(
        snapshot.map { .stale($0, reason: .network(.offline)) } ?? .loading)
    }

    /// The copy bundled with the app, shown while the first load is slow.
    static var bundledCopy: ShopAppModel {
      ShopAppModel.preview(
        ShopAppModel.previewSnapshot(source: .bundled).map { .ready($0) } ?? .loading)
    }

    /// Every teaser image fails: plain rows, no headers.
    static var teasersFailed: ShopAppModel {
      ShopAppModel.preview(
        ShopAppModel.previewSnapshot().map { .ready($0) } ?? .loading, servesTeaserImages: false)
    }
  }
#endif
