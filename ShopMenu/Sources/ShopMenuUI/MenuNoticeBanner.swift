#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// A quiet line above a usable menu that may be out of date, saying what happened
  /// (``MenuNotice``), each case with its own words and symbol: one line of footnote text.
  struct MenuNoticeBanner: View {
    let notice: MenuNotice

    var body: some View {
      HStack(spacing: 6) {
        Image(systemName: notice.symbolName)
          .accessibilityHidden(true)
        Text(Strings.notice(notice))
      }
      .font(.footnote)
      .foregroundColor(.secondary)
      .lineLimit(1)
      .frame(maxWidth: .infinity)
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier(AccessibilityID.menuNotice)
    }
  }
#endif

#if DEBUG && canImport(SwiftUI) && os(iOS)
  // MARK: - Previews

  /// Every notice: the shipped copy, and a stale menu after no connection, a server error and a
  /// timeout, with and without its time.
  struct MenuNoticeBanner_Previews: PreviewProvider {
    static var previews: some View {
      let hourAgo = Date(timeIntervalSinceNow: -3600)
      List {
        MenuNoticeBanner(notice: .bundledCopy)
        MenuNoticeBanner(notice: .offline(since: hourAgo))
        MenuNoticeBanner(notice: .serverError(since: hourAgo))
        MenuNoticeBanner(notice: .slowNetwork(since: hourAgo))
        MenuNoticeBanner(notice: .offline(since: nil))
      }
      .listStyle(.plain)
      .previewDisplayName("Notices")
    }
  }
#endif
