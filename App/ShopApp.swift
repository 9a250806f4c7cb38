import Foundation
import ShopMenu
import ShopMenuUI
import SwiftUI

/// The app: one window with the shop. Everything it shows and decides lives in the ShopMenu
/// package (`ShopMenuUI` for the views, `ShopMenu` for the state machine they bind to).
@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      // The canary screen of the UI tests exists only in a Debug build.
      #if DEBUG
        if ProcessInfo.processInfo.environment["SHOPMENU_HARNESS_CANARY"] == "1" {
          HarnessCanaryView()
        } else {
          ShopRootView(launch: .app())
        }
      #else
        ShopRootView(launch: .app())
      #endif
    }
  }
}
