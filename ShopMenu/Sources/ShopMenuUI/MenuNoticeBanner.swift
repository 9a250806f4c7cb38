#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// A quiet line above a usable menu: it is the copy bundled with the app, or from earlier.
  struct MenuNoticeBanner: View {
    let notice: MenuNotice

    var body: some View {
      HStack(spacing: 6) {
        Image(systemName: "wifi.slash")
          .accessibilityHidden(true)
        text
      }
      .font(.footnote)
      .foregroundColor(.secondary)
      .frame(maxWidth: .infinity)
      .padding(.horizontal)
      .padding(.vertical, 6)
      .background(.thinMaterial)
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier(AccessibilityID.menuNotice)
    }

    private var text: Text {
      switch notice {
      case .bundledCopy:
        return Text(Strings.bundledCopy)
      case .stale(let since?, _):
        return Text(Strings.staleSince(since.formatted(date: .abbreviated, time: .shortened)))
      case .stale(nil, _):
        return Text(Strings.staleUnknown)
      }
    }
  }

  // MARK: - Previews

  /// The three notices: the bundled copy, a stale menu with its time, and one without.
  struct MenuNoticeBanner_Previews: PreviewProvider {
    static var previews: some View {
      MenuNoticeBanner(notice: .bundledCopy)
        .previewDisplayName("Bundled copy")
      MenuNoticeBanner(
        notice: .stale(since: Date(timeIntervalSinceNow: -3600), reason: .network(.offline))
      )
      .previewDisplayName("Stale")
      MenuNoticeBanner(notice: .stale(since: nil, reason: .network(.timedOut)))
        .previewDisplayName("Stale, time unknown")
    }
  }
#endif
