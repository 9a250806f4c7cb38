import ImageIO
import SwiftUI

/// The canary app's one screen (its UI tests: `Linux/HarnessCanary/HarnessCanaryUITests/HarnessCanaryUITests.swift`).
/// Each part pins one behaviour of SwiftUI on iOS that the Linux view harness models
/// (Linux/AppleShims/README.md): the same tests run against the harness on Linux and, in the
/// `HarnessCanaries` scheme, on a simulator, so the first run on a Mac shows where the model is
/// wrong. It is no part of the shop app and no product scheme builds it.
struct HarnessCanaryView: View {
  @State private var taskRuns = 0
  @State private var isCoverShown = false
  @State private var coverContentGone = false
  @State private var dismissedAfterContentGone: Bool?
  @State private var thumbnails = "-"
  @State private var isAlertShown = false
  @State private var alertOrder: [String] = []
  @State private var showsPhotoLevel = false
  @State private var photoRowPressed = false

  var body: some View {
    NavigationView {
      // An identifier on a plain container (this stack) makes no element of its own; the List's
      // element reports it, the List's own identifier is found by no query.
      VStack {
        list
          .accessibilityIdentifier("canary.list")
      }
      .accessibilityIdentifier("canary.screen")
      .navigationTitle("Canary")
      .task { taskRuns += 1 }
    }
    .alert(
      Text(verbatim: "Canary alert"), isPresented: alertShown,
      presenting: isAlertShown ? "shown" : nil
    ) { _ in
      Button {
        alertOrder.append("action")
      } label: {
        Text(verbatim: "OK")
      }
    }
    .navigationViewStyle(.stack)
    .fullScreenCover(isPresented: $isCoverShown, onDismiss: coverDismissed) {
      NavigationView {
        CanaryCoverContent(isShown: $isCoverShown, contentGone: $coverContentGone)
          .navigationTitle("Cover")
      }
      .navigationViewStyle(.stack)
    }
  }

  private var list: some View {
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
      // A standard link row; beside it the app's photo row: a Button with a custom style, its
      // photo with the label on it, which pushes through one hidden link in the list's
      // background, so no chevron shows.
      Group {
        // An identifier set on a list row's link is found on the row's button, with its value.
        NavigationLink(destination: Text(verbatim: "Detail content").navigationTitle("Detail")) {
          Text(verbatim: "Row")
        }
        .accessibilityValue(Text(verbatim: "row value"))
        .accessibilityIdentifier("canary.row")
        Button {
          showsPhotoLevel = true
        } label: {
          Color.gray
            .frame(height: 80)
            .overlay(alignment: .topLeading) { Text(verbatim: "Photo row").padding() }
        }
        .buttonStyle(CanaryPhotoRowStyle(wasPressed: $photoRowPressed))
        .listRowInsets(EdgeInsets())
        .accessibilityIdentifier("canary.photoRow")
        // Whether the style was drawn pressed during a tap.
        Text(verbatim: "photo row pressed: \(photoRowPressed)")
          .accessibilityIdentifier("canary.photoRowPressed")
      }
      // ImageIO's thumbnail of a 4 × 2 PNG (the teasers' decoder, the app's TeaserDecoder):
      // the longer side limited to 2 pixels, aspect ratio kept; a limit of 100 does not scale up.
      Text(verbatim: "thumbnails: \(thumbnails)")
        .accessibilityIdentifier("canary.thumbnails")
        .onAppear { thumbnails = Self.thumbnailSizes() }
      // An alert leaves this button in the tree, but not hittable.
      Button {
        isAlertShown = true
      } label: {
        Text(verbatim: "Show alert")
      }
      .accessibilityIdentifier("canary.showAlert")
      // The order of a tap on an alert's button: `isPresented` set to false, the action.
      Text(verbatim: "alert order: \(alertOrder.joined(separator: ", "))")
        .accessibilityIdentifier("canary.alertOrder")
      // A container whose only child is hidden is not exposed, identifier and all.
      Image(systemName: "photo")
        .accessibilityHidden(true)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("canary.emptyContainer")
      // An identifier on a plain container: no element of its own; the text without an
      // identifier of its own reports it.
      HStack {
        Text(verbatim: "Plain container text")
        Text(verbatim: "Own identifier text")
          .accessibilityIdentifier("canary.ownText")
      }
      .accessibilityIdentifier("canary.plainContainer")
      // Only the rows on screen exist: the last of many exists once the list is scrolled to it.
      Group {
        ForEach(1..<41) { number in
          Text(verbatim: "Filler row \(number)")
        }
        Text(verbatim: "Last row")
          .accessibilityIdentifier("canary.lastRow")
      }
    }
    .background(
      NavigationLink(
        destination: Text(verbatim: "Photo level content").navigationTitle("Photo level"),
        isActive: $showsPhotoLevel
      ) { EmptyView() }
    )
  }

  /// `isPresented`, each time the alert sets it to false recorded.
  private var alertShown: Binding<Bool> {
    Binding(
      get: { isAlertShown },
      set: { shown in
        if !shown { alertOrder.append("dismissed") }
        isAlertShown = shown
      })
  }

  private func coverDismissed() {
    dismissedAfterContentGone = coverContentGone
  }

  /// A red 4 × 2 PNG.
  private static let png = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGP4z8AARwzIHABvqgf5gNwAKAAAAABJRU5ErkJggg=="
  )!

  /// The PNG's thumbnails at a limit of 2 and of 100 pixels, as `w×h, w×h`.
  private static func thumbnailSizes() -> String {
    guard let source = CGImageSourceCreateWithData(png as CFData, nil) else { return "no source" }
    return [2, 100].map { limit -> String in
      let options: [CFString: Any] = [
        kCGImageSourceCreateThumbnailFromImageAlways: true,
        kCGImageSourceThumbnailMaxPixelSize: limit,
      ]
      guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)
      else { return "none" }
      return "\(image.width)×\(image.height)"
    }.joined(separator: ", ")
  }
}

/// The cover's content: a button that closes it, and the moment its views go.
private struct CanaryCoverContent: View {
  @Binding var isShown: Bool
  @Binding var contentGone: Bool

  var body: some View {
    VStack {
      Button {
        isShown = false
      } label: {
        Text(verbatim: "Close cover")
      }
      .accessibilityIdentifier("canary.closeCover")
    }
    .onDisappear { contentGone = true }
  }
}

/// The app's `PhotoRowStyle`: the label dimmed while pressed; it records that it was drawn
/// pressed.
private struct CanaryPhotoRowStyle: ButtonStyle {
  @Binding var wasPressed: Bool

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .overlay(Color.black.opacity(configuration.isPressed ? 0.35 : 0))
      .onChange(of: configuration.isPressed) { pressed in
        if pressed { wasPressed = true }
      }
  }
}
