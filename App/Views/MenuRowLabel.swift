import ShopMenu
import SwiftUI

/// A plain row: the label, an arrow for a page outside the app, a check mark for the last choice.
struct MenuRowLabel: View {
  let entry: MenuEntry
  let isChosen: Bool
  let isOnChosenPath: Bool

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      Text(verbatim: entry.label)
        .font(.body.weight(isOnChosenPath ? .semibold : .regular))
        .foregroundColor(.primary)
      Spacer(minLength: 0)
      if entry.opensExternally {
        Image(systemName: "arrow.up.right.square")
          .foregroundColor(.secondary)
          .accessibilityHidden(true)
      }
      if isChosen {
        Image(systemName: "checkmark")
          .foregroundColor(.accentColor)
          .accessibilityHidden(true)
      }
    }
    .contentShape(Rectangle())
  }
}

/// A top-level row with a teaser: the photo edge to edge, the label on it at the top left.
struct PhotoRowLabel: View {
  let label: String
  let teaser: URL
  let teasers: TeaserLoader

  var body: some View {
    TeaserImage(url: teaser, loader: teasers)
      .overlay(alignment: .topLeading) {
        Text(verbatim: label)
          .font(.title2)
          .lineLimit(2)
          .foregroundColor(.white)
          .shadow(color: Color.black.opacity(0.6), radius: 3, x: 0, y: 1)
          .padding(.horizontal, 16)
          .padding(.vertical, 10)
      }
      .clipped()
      .contentShape(Rectangle())
  }
}

/// A photo row pressed: the photo dimmed, as a plain row is greyed.
struct PhotoRowStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .overlay(Color.black.opacity(configuration.isPressed ? 0.35 : 0))
  }
}
