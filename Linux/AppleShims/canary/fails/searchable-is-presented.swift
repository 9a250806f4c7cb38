// Must fail: searchable(text:isPresented:placement:prompt:) is iOS 17.0+.
import SwiftUI

struct CanaryFails: View {
  @State private var query = ""
  @State private var searching = false
  var body: some View {
    List { Text(verbatim: query) }.searchable(text: $query, isPresented: $searching)
  }
}
