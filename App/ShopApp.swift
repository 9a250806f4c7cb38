import ShopMenu
import ShopMenuUI
import SwiftUI

/// The app: one window with the shop; everything else is in the ShopMenu package.
@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      ShopRootView(launch: .app())
    }
  }
}
