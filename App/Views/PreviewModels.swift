#if DEBUG
  import Foundation
  import ShopMenu

  /// The previews' models, one per state, from the bundled menu; nothing reaches the network.
  @MainActor
  enum PreviewModels {
    static var ready: ShopAppModel { model() }
    static var loading: ShopAppModel { ShopAppModel.preview(.loading) }
    static var failed: ShopAppModel { ShopAppModel.preview(.failed(.network(.offline))) }

    /// A menu from an hour ago whose refresh failed: the notice above it.
    static var stale: ShopAppModel {
      model(.disk, fetchedAt: Date(timeIntervalSinceNow: -3600)) {
        .stale($0, reason: .network(.offline))
      }
    }

    private static func model(
      _ source: MenuSnapshot.Source = .network, fetchedAt: Date? = nil,
      state: (MenuSnapshot) -> MenuState = { .ready($0) }
    ) -> ShopAppModel {
      let snapshot = ShopAppModel.previewSnapshot(source: source, fetchedAt: fetchedAt)
      return ShopAppModel.preview(snapshot.map(state) ?? .loading)
    }
  }
#endif
