import Foundation

/// What the web view reports about the page.
public struct BrowserState: Sendable, Equatable {
  public var isLoading = false
  public var progress: Double = 0
  public var canGoBack = false
  public var canGoForward = false
  /// The page shown (after redirects and in-page navigation).
  var currentURL: URL?
  /// The page's title, when it has one.
  var title: String?
  /// Why the last page did not load; shown with a Retry button.
  public var error: PageLoadError?
  /// The main-frame navigation started last (the web view's object for it), if the web view said.
  var navigation: ObjectIdentifier?

  init() {}
}

/// A page that failed to load.
public struct PageLoadError: Sendable, Equatable {
  let url: URL?
  /// The web view's words, for a person.
  public let message: String
}

/// Something the web view is asked to do; a new ``id`` means "do it".
public struct BrowserCommand: Sendable, Hashable {
  public enum Action: String, Sendable, Hashable {
    case goBack, goForward, reload
  }

  public let action: Action
  /// Increases with every command.
  public let id: Int
}
