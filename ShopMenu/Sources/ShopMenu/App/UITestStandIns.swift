#if DEBUG
  import Foundation

  /// What the UI tests replace, chosen by launch environment: the navigation API (by the bundled
  /// feed), the web pages (by local placeholders) and the teaser images. Debug builds only.
  public struct UITestStandIns: Sendable, Equatable {
    /// The navigation API's stand-in: the bundled feed, served after failing as if offline never,
    /// always, once, or twice (the launch's and the menu's requests, so that Retry shows).
    public enum Feed: String, Sendable {
      case feed, failure
      case failureOnce = "failure-once"
      case failureTwice = "failure-twice"
    }

    /// A ``Feed`` raw value; without it, nothing is replaced.
    public static let feedKey = "SHOPMENU_UITEST_STUB"
    /// `1`: local placeholder pages (``LocalPages``).
    public static let localPagesKey = "SHOPMENU_LOCAL_PAGES"
    /// `missing`: every teaser image fails to load.
    public static let teasersKey = "SHOPMENU_UITEST_TEASERS"

    public var feed: Feed
    public var servesPagesLocally: Bool
    public var servesTeaserImages: Bool

    public init(feed: Feed, servesPagesLocally: Bool = true, servesTeaserImages: Bool = true) {
      self.feed = feed
      self.servesPagesLocally = servesPagesLocally
      self.servesTeaserImages = servesTeaserImages
    }

    /// The stand-ins the launch values ask for, `nil` if none.
    init?(_ values: [String: String]) {
      guard let feed = values[Self.feedKey].flatMap(Feed.init(rawValue:)) else { return nil }
      self.init(
        feed: feed, servesPagesLocally: values[Self.localPagesKey] == "1",
        servesTeaserImages: values[Self.teasersKey] != "missing")
    }

    /// Fails as if offline as often as ``feed`` says, then serves the bundled feed; no cache.
    func repository(for shop: ShopConfiguration) -> MenuRepository {
      let failures: Int?
      switch feed {
      case .feed: failures = 0
      case .failure: failures = nil
      case .failureOnce: failures = 1
      case .failureTwice: failures = 2
      }
      let attempts = AttemptCounter()
      let client = MenuClient { _ in
        guard let failures, await attempts.next() > failures,
          let data = BundledMenu.data(for: shop.id)
        else { throw MenuAPIError.offline }
        return .modified(data, CacheValidators())
      }
      return MenuRepository(shop: shop, client: client, cache: nil, bundled: { nil })
    }
  }

  private actor AttemptCounter {
    private var count = 0

    func next() -> Int {
      count += 1
      return count
    }
  }

  /// The UI tests' web pages, served by the app under its own scheme: a placeholder naming the
  /// page's real URL, and at `/shopmenu-test/confirm` a page that asks `confirm()`.
  public enum LocalPages {
    /// The scheme the web view's configuration serves.
    public static let scheme = "shopmenu-page"
    static let confirmPath = "/shopmenu-test/confirm"
    static let confirmQuestion = "Remove this item from the basket?"

    /// `https://www.bonprix.de/x/` as `shopmenu-page://www.bonprix.de/x/` (`http` too).
    static func webViewURL(for page: URL) -> URL {
      guard ["https", "http"].contains(page.scheme?.lowercased()) else { return page }
      return replacingScheme(of: page, with: scheme)
    }

    /// The real `https` page a local URL stands for; other URLs as they are.
    static func pageURL(reportedBy url: URL) -> URL {
      url.scheme?.lowercased() == scheme ? replacingScheme(of: url, with: "https") : url
    }

    /// A local request's page and HTML; `nil` for any other scheme.
    public static func page(for requested: URL) -> (page: URL, html: Data)? {
      guard requested.scheme?.lowercased() == scheme else { return nil }
      let page = pageURL(reportedBy: requested)
      var html = placeholderHTML(for: page)
      if page.path == confirmPath {
        let script = """
          <p id="answer">no answer</p><script>
          document.getElementById("answer").textContent = confirm("\(confirmQuestion)") ? "answer: OK" : "answer: Cancel";
          </script>
          """
        html = html.replacingOccurrences(of: "</body>", with: script + "</body>")
      }
      return (page, Data(html.utf8))
    }

    static func placeholderHTML(for url: URL) -> String {
      let text = url.absoluteString
        .replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
      return """
        <!doctype html><html><head><meta charset="utf-8">\
        <meta name="viewport" content="width=device-width, initial-scale=1">\
        <title>\(text)</title></head>\
        <body><h1 id="page-url">\(text)</h1></body></html>
        """
    }

    private static func replacingScheme(of url: URL, with scheme: String) -> URL {
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
      components?.scheme = scheme
      return components?.url ?? url
    }
  }

  extension TeaserLoader {
    /// For UI tests and previews: a small image, or (not `servesImages`) a failure.
    public static func standIn(policy: URLPolicy, servesImages: Bool) -> TeaserLoader {
      TeaserLoader(policy: policy) { _ in
        servesImages ? .image(standInImage) : .failed
      }
    }

    /// A 16 × 7 PNG, a blue-to-orange gradient.
    nonisolated static let standInImage = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAHCAIAAACOQloVAAABFElEQVR42g3LoRJFUBAA0Pc5r6o3m2023o0rrrYzN+2MKpuXCArJjJEoiqRIkiJJvuM5/Xy+8ERwO7hiOBM4POwpbBmsAZYcpgLGEvoauhaaAaoZfp8vPhHeDq8YzwQPj3uKW4ZrwCXHqcCxxL7GrsVmwGrGN9AT0e3oiulM6PC0p7RltAZacpoKGkvqa+paagaqZnoDPxHfjq+Yz4QPz3vKW8Zr4CXnqeCx5L7mruVm4GrmN8gTye3kiuVM5PCyp7JlsgZZcpkKGUvpa+laaQapZnmDPpHeTq9Yz0QPr3uqW6Zr0CXXqdCx1L7WrtVm0GrWN9gT2e3siu1M7PC2p7ZltgZbcpsKG0vra+taawarZvv9AbGoq70O9pLaAAAAAElFTkSuQmCC"
    )!
  }
#endif
