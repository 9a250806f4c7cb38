import Foundation

/// What the web view reports about the page, for the toolbar, the progress bar and the error
/// view.
public struct BrowserState: Sendable, Equatable {
  /// A page is loading.
  public var isLoading = false
  /// Load progress from 0 to 1.
  public var progress: Double = 0
  /// The web view's history allows going back.
  public var canGoBack = false
  /// The web view's history allows going forward.
  public var canGoForward = false
  /// The page shown (after redirects and in-page navigation).
  public var currentURL: URL?
  /// The page's title, when it has one.
  public var title: String?
  /// Why the last page did not load; shown with a Retry button.
  public var error: PageLoadError?
  /// The main-frame navigation started last, when the web view said which one it was. Reports
  /// of an older navigation (a cancelled one failing late) do not end its load.
  var navigation: WebNavigationID?

  /// An empty state.
  public init() {}
}

/// Which web-view navigation a report belongs to. WebKit hands its delegate one `WKNavigation`
/// object per navigation; the view wraps it here, so the core tells a navigation from the one
/// that replaced it without knowing WebKit.
///
/// Identity is that of the object: WebKit keeps a navigation's object alive while it reports on
/// it, so two navigations that can both still report never share an identifier.
public struct WebNavigationID: Sendable, Hashable {
  private let id: ObjectIdentifier

  /// The identity of `navigation` (a `WKNavigation`, or any object standing for one in tests).
  public init(_ navigation: AnyObject) {
    id = ObjectIdentifier(navigation)
  }
}

/// A page that failed to load.
public struct PageLoadError: Sendable, Equatable {
  /// The page that failed.
  public let url: URL?
  /// What the web view said, for a person.
  public let message: String
}

/// Something the web view is asked to do; a new ``id`` means "do it".
public struct BrowserCommand: Sendable, Hashable {
  /// What to do.
  public enum Action: String, Sendable, Hashable {
    case goBack, goForward, reload
  }

  /// What to do.
  public let action: Action
  /// Increases with every command.
  public let id: Int
}
