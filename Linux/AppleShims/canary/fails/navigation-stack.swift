// Must fail: NavigationStack is iOS 16.0+ (deployment target iOS 15.0).
import SwiftUI

struct CanaryFails: View {
  var body: some View {
    NavigationStack { Text(verbatim: "root") }
  }
}
