#if DEBUG && canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The previews' models, one per state, from the bundled menu; nothing reaches the network.
  @MainActor
  enum PreviewModels {
    static var ready: ShopAppModel {
      ShopAppModel.preview(ShopAppModel.previewSnapshot().map { .ready($0) } ?? .loading)
    }

    static var readyMyToys: ShopAppModel {
      ShopAppModel.preview(
        ShopAppModel.previewSnapshot(shop: .mytoys).map { .ready($0) } ?? .loading, shop: .mytoys)
    }

    static var loading: ShopAppModel { ShopAppModel.preview(.loading) }

    static var failed: ShopAppModel { ShopAppModel.preview(.failed(.network(.offline))) }

    /// A menu from an hour ago whose refresh failed: the notice above it.
    static var stale: ShopAppModel {
      let snapshot = ShopAppModel.previewSnapshot(
        source: .disk, fetchedAt: Date(timeIntervalSinceNow: -3600))
      return ShopAppModel.preview(
        snapshot.map { .stale($0, reason: .network(.offline)) } ?? .loading)
    }

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
