import Foundation
import ShopMenu

/// The network client `shopmenu` uses outside tests.
enum LiveClient {
  static func make(shop: ShopConfiguration, timeout: Double) -> MenuClient {
    .failing(.transport(reason: "the network client is not available in this build"))
  }
}
