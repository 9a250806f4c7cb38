import ShopMenu
import SwiftUI

struct MenuNoticeBanner: View {
  let notice: MenuNotice
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
      Button(Strings.retry) { Task { await retry() } }
        .buttonStyle(.borderless)
        .accessibilityIdentifier(AccessibilityID.menuNoticeRetry)
    }
    .font(.footnote)
  }
}

#if DEBUG
  struct MenuNoticeBanner_Previews: PreviewProvider {
    static var previews: some View {
      List {
        MenuNoticeBanner(notice: MenuNotice(bundledCopyBecause: .network(.timedOut))) {}
      }
      .listStyle(.plain)
    }
  }
#endif
