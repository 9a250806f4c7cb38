import Foundation
import ShopMenu

/// The network client `shopmenu` uses outside tests.
enum LiveClient {
  /// The core's live client with `timeout` as its overall deadline (retries included); one
  /// attempt takes at most 10 seconds of it.
  static func make(shop: ShopConfiguration, timeout: Double) -> MenuClient {
    .live(
      shop: shop, options: MenuClient.Options(requestTimeout: min(10, timeout), deadline: timeout))
  }
}
