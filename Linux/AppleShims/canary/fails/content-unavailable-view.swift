// Must fail: ContentUnavailableView is iOS 17.0+.
import SwiftUI

struct CanaryFails: View {
  var body: some View {
    ContentUnavailableView("Nothing", systemImage: "magnifyingglass")
  }
}
