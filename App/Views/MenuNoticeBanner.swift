import ShopMenu
import SwiftUI

/// Why the menu shown may be out of date, with Retry, or progress while it is fetched again.
struct MenuNoticeBanner: View {
  let notice: MenuNotice
  let isRefreshing: Bool
  let retry: () async -> Void

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 6) {
      HStack(alignment: .firstTextBaseline, spacing: 6) {
        Image(systemName: notice.symbolName)
          .accessibilityHidden(true)
        Text(Strings.notice(notice))
      }
      .foregroundColor(.secondary)
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier(AccessibilityID.menuNotice)
      Spacer(minLength: 8)
      if isRefreshing {
        ProgressView()
          .accessibilityLabel(Text(Strings.menuRefreshing))
          .accessibilityIdentifier(AccessibilityID.menuRefreshing)
      } else {
        Button(Strings.retry) { Task { await retry() } }
          .buttonStyle(.borderless)
          .accessibilityIdentifier(AccessibilityID.menuNoticeRetry)
      }
    }
    .font(.footnote)
  }
}
