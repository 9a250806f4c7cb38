import Foundation

/// The history of the UI tests' local placeholder pages (``AppLaunchConfiguration/rendersPagesLocally``),
/// kept in place of the web view's own back-forward list.
///
/// A placeholder is loaded with `loadHTMLString(_:baseURL:)`, and WebKit gives every load a new
/// back-forward item; going back to an item asks for its URL again (the network) unless WebKit
/// still holds the page in memory. So with local pages the web view never walks its own list:
/// Back, Forward and Reload load the placeholder of the page named here, and the bottom bar's
/// Back and Forward follow this history instead of `WKWebView.canGoBack` / `canGoForward`.
///
/// It behaves as a browser's history does: a new page drops the pages ahead of the one shown and
/// becomes the current one (the page shown, asked for again, is not added twice); Back and
/// Forward move one page; Reload stays where it is.
public struct PlaceholderHistory: Sendable, Equatable {
  /// The pages, oldest first.
  public private(set) var pages: [URL] = []
  /// The index of the page shown in ``pages``; `-1` before the first page.
  public private(set) var position = -1

  /// An empty history.
  public init() {}

  /// The page shown, if any.
  public var current: URL? { pages.indices.contains(position) ? pages[position] : nil }
  /// There is a page before the one shown.
  public var canGoBack: Bool { position > 0 }
  /// There is a page after the one shown.
  public var canGoForward: Bool { position + 1 < pages.count }

  /// A page loaded anew (from the menu, a link, a redirect): it becomes the page shown, and the
  /// pages that were ahead of the one shown are gone.
  public mutating func visit(_ url: URL) {
    guard url != current else { return }
    if canGoForward { pages.removeSubrange((position + 1)...) }
    pages.append(url)
    position = pages.count - 1
  }

  /// Goes back one page and returns it; `nil` (and no change) when there is none.
  public mutating func goBack() -> URL? {
    guard canGoBack else { return nil }
    position -= 1
    return current
  }

  /// Goes forward one page and returns it; `nil` (and no change) when there is none.
  public mutating func goForward() -> URL? {
    guard canGoForward else { return nil }
    position += 1
    return current
  }
}
