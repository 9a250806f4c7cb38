import SwiftUI

/// A separate app for the harness's canary UI tests: one window with ``HarnessCanaryView``. It
/// shares no code with the shop app, so a canary that fails says only that the Linux view
/// harness models iOS wrongly there, never that the shop app is broken.
@main
struct HarnessCanaryApp: App {
  var body: some Scene {
    WindowGroup {
      HarnessCanaryView()
    }
  }
}
