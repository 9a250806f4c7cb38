// Must fail: eleven views in one ViewBuilder block (the variadic buildBlock is iOS 17.0+).
import SwiftUI

struct CanaryFails: View {
  var body: some View {
    VStack {
      Text(verbatim: "1"); Text(verbatim: "2"); Text(verbatim: "3"); Text(verbatim: "4")
      Text(verbatim: "5"); Text(verbatim: "6"); Text(verbatim: "7"); Text(verbatim: "8")
      Text(verbatim: "9"); Text(verbatim: "10"); Text(verbatim: "11")
    }
  }
}
