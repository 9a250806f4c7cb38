// Must fail: the two-value onChange(of:initial:_:) is iOS 17.0+.
import SwiftUI

struct CanaryFails: View {
  @State private var query = ""
  var body: some View {
    Text(verbatim: query).onChange(of: query) { old, new in print(old, new) }
  }
}
