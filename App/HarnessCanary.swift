import SwiftUI

/// A small screen for the canary UI tests (`AppUITests/HarnessCanaryUITests.swift`), shown instead
/// of the shop when the app is launched with `SHOPMENU_HARNESS_CANARY=1` (only those tests set
/// it). Each part pins one behaviour of SwiftUI on iOS that the Linux view harness models
/// (Tools/AppleShims/README.md): the same tests run against the harness on Linux and on a
/// simulator in the macOS CI jobs, so the first run on a Mac shows where the model is wrong.
struct HarnessCanaryView: View {
  @State private var taskRuns = 0
  @State private var isCoverShown = false
  @State private var coverContentGone = false
  @State private var dismissedAfterContentGone: Bool?

  var body: some View {
    NavigationView {
      List {
        // `.task` runs again when the view reappears after a full-screen cover.
        Text(verbatim: "task runs: \(taskRuns)")
          .accessibilityIdentifier("canary.taskRuns")
        // `onDismiss` runs after the cover's content has gone.
        Text(
          verbatim:
            "dismissed after content gone: \(dismissedAfterContentGone.map(String.init) ?? "-")"
        )
        .accessibilityIdentifier("canary.dismissOrder")
        Button {
          coverContentGone = false
          isCoverShown = true
        } label: {
          Text(verbatim: "Show cover")
        }
        .accessibilityIdentifier("canary.showCover")
        // An identifier set on a list row's link is found on the row's button, with its value.
        NavigationLink(destination: Text(verbatim: "Detail content").navigationTitle("Detail")) {
          Text(verbatim: "Row")
        }
        .accessibilityValue(Text(verbatim: "row value"))
        .accessibilityIdentifier("canary.row")
      }
      .navigationTitle("Canary")
      .task { taskRuns += 1 }
    }
    .navigationViewStyle(.stack)
    .fullScreenCover(isPresented: $isCoverShown, onDismiss: coverDismissed) {
      Button {
        isCoverShown = false
      } label: {
        Text(verbatim: "Close cover")
      }
      .accessibilityIdentifier("canary.closeCover")
      .onDisappear { coverContentGone = true }
    }
  }

  private func coverDismissed() {
    dismissedAfterContentGone = coverContentGone
  }
}
