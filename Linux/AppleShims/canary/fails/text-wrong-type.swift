// Must fail: Text(verbatim:) takes a String.
import SwiftUI

struct CanaryFails: View {
  var body: some View {
    Text(verbatim: 42)
  }
}
