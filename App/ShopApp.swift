import ShopMenu
import SwiftUI

/// The app: one window with the shop; its views are in `Views/`, its decisions in ShopMenu.
@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      ShopRootView(launch: .app())
    }
  }
}
