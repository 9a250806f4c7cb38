#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The ``MenuNotice`` as one footnote line with its symbol.
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
  struct MenuNoticeBanner_Previews: PreviewProvider {
    static var previews: some View {
      let hourAgo = Date(timeIntervalSinceNow: -3600)
      List {
        MenuNoticeBanner(notice: MenuNotice(bundledCopyBecause: .network(.offline)))
        MenuNoticeBanner(notice: MenuNotice(bundledCopyBecause: .network(.timedOut)))
        MenuNoticeBanner(notice: MenuNotice(since: hourAgo, refreshFailedWith: .network(.offline)))
        MenuNoticeBanner(notice: MenuNotice(since: hourAgo, refreshFailedWith: .unavailable))
        MenuNoticeBanner(notice: MenuNotice(since: nil, refreshFailedWith: .network(.timedOut)))
      }
      .listStyle(.plain)
      .previewDisplayName("Notices")
    }
  }
#endif
