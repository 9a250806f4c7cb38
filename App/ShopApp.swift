import ShopMenu
import ShopMenuUI
import SwiftUI

/// The app: one window with the shop. Everything it shows and decides lives in the ShopMenu
/// package (`ShopMenuUI` for the views, `ShopMenu` for the state machine they bind to).
@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      ShopRootView(launch: .app())
    }
  }
}
