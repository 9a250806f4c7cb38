import Foundation
import ShopMenu

/// The network client `shopmenu` uses outside tests.
enum LiveClient {
  /// The core's live client; one attempt waits at most 10 seconds, or `timeout` if shorter (the
  /// caller bounds the whole fetch, retries included, with `timeout`).
  static func make(shop: ShopConfiguration, timeout: Double) -> MenuClient {
    .live(shop: shop, options: MenuClient.Options(timeout: min(10, timeout)))
  }
}
