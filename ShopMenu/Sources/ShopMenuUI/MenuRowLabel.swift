#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// A menu row: the label, marks for an external link and for the last chosen entry (and the
  /// way to it), and, on a top-level row that has one, a teaser image above.
  struct MenuRowLabel: View {
    let entry: MenuEntry
    /// The row's teaser image, as the core decides (``Menu/rowTeaser(of:)``), or `nil`.
    let teaser: URL?
    let isChosen: Bool
    let isOnChosenPath: Bool
    /// Where the teaser's image comes from (the model's ``ShopAppModel/teasers``).
    let teasers: TeaserLoader
    @Environment(\.loadsRemoteImages) private var loadsRemoteImages

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        if let teaser {
          TeaserImage(url: loadsRemoteImages ? teaser : nil, loader: teasers)
        }
        HStack(spacing: 8) {
          Text(verbatim: entry.label)
            .font(isOnChosenPath ? .body.weight(.semibold) : .body)
            .foregroundColor(.primary)
            .multilineTextAlignment(.leading)
          Spacer(minLength: 0)
          if entry.opensExternally {
            Image(systemName: "arrow.up.right.square")
              .foregroundColor(.secondary)
              .accessibilityHidden(true)
          }
          if isChosen {
            Image(systemName: "checkmark")
              .foregroundColor(.accentColor)
              .accessibilityIdentifier(AccessibilityID.chosenMark)
          }
        }
      }
      .padding(.vertical, teaser == nil ? 0 : 4)
      .contentShape(Rectangle())
    }
  }
#endif
