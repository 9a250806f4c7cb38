#if DEBUG
  import Foundation
  import ShopMenu

  /// What the UI tests replace, chosen by launch environment, in Debug builds only: the
  /// navigation API by the bundled feed, the web pages by local placeholders (``LocalPages``),
  /// the teaser images by a small one. Nothing reaches the network.
  struct UITestStandIns {
    /// What each fetch of the menu does, in order, the last one again for every later fetch:
    /// `feed` or `offline`, each after `@` seconds: `offline@10,feed@5`.
    static let feedKey = "SHOPMENU_UITEST_FEED"
    /// `missing`: every teaser image fails to load.
    static let teasersKey = "SHOPMENU_UITEST_TEASERS"
    static let keys = [feedKey, teasersKey]

    struct Fetch {
      var servesFeed: Bool
      var seconds: Double
    }

    let fetches: [Fetch]
    var servesTeaserImages = true
    var hasBundledMenu = true

    /// The stand-ins the launch values ask for; `nil` if none.
    init?(_ values: [String: String]) {
      guard let script = values[Self.feedKey] else { return nil }
      self.init(script: script)
      servesTeaserImages = values[Self.teasersKey] != "missing"
    }

    init(script: String) {
      fetches = script.split(separator: ",").map { step in
        let parts = step.split(separator: "@")
        return Fetch(
          servesFeed: parts[0] == "feed", seconds: parts.count > 1 ? Double(parts[1]) ?? 0 : 0)
      }
    }

    @MainActor func model(shop: ShopConfiguration) -> ShopAppModel {
      let counter = FetchCounter()
      let fetches = fetches
      let client = MenuClient { _ in
        let fetch = fetches[min(await counter.next(), fetches.count - 1)]
        try await Task.sleep(nanoseconds: UInt64(fetch.seconds * 1_000_000_000))
        guard fetch.servesFeed, let data = BundledMenu.data(for: shop.id) else {
          throw MenuAPIError.offline
        }
        return .modified(data, CacheValidators())
      }
      let bundled: @Sendable () -> Data? = { [hasBundledMenu] in
        hasBundledMenu ? BundledMenu.data(for: shop.id) : nil
      }
      let image = servesTeaserImages ? Self.image : nil
      return ShopAppModel(
        shop: shop,
        repository: MenuRepository(shop: shop, client: client, bundled: bundled),
        teasers: TeaserLoader(policy: shop.urlPolicy) { _ in image.map { .image($0) } ?? .failed })
    }

    /// A 16 × 7 PNG, a blue-to-orange gradient.
    static let image = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAHCAIAAACOQloVAAABFElEQVR42g3LoRJFUBAA0Pc5r6o3m2023o0rrrYzN+2MKpuXCArJjJEoiqRIkiJJvuM5/Xy+8ERwO7hiOBM4POwpbBmsAZYcpgLGEvoauhaaAaoZfp8vPhHeDq8YzwQPj3uKW4ZrwCXHqcCxxL7GrsVmwGrGN9AT0e3oiulM6PC0p7RltAZacpoKGkvqa+paagaqZnoDPxHfjq+Yz4QPz3vKW8Zr4CXnqeCx5L7mruVm4GrmN8gTye3kiuVM5PCyp7JlsgZZcpkKGUvpa+laaQapZnmDPpHeTq9Yz0QPr3uqW6Zr0CXXqdCx1L7WrtVm0GrWN9gT2e3siu1M7PC2p7ZltgZbcpsKG0vra+taawarZvv9AbGoq70O9pLaAAAAAElFTkSuQmCC"
    )!
  }

  private actor FetchCounter {
    private var count = -1

    func next() -> Int {
      count += 1
      return count
    }
  }

  extension AppLaunch {
    /// For previews: `shop` with the stand-ins' feed `script`, and local pages.
    static func standIn(_ shop: ShopConfiguration, feed script: String, bundled: Bool = true)
      -> AppLaunch
    {
      var standIns = UITestStandIns(script: script)
      standIns.hasBundledMenu = bundled
      return AppLaunch(model: standIns.model(shop: shop), pages: .local)
    }
  }
#endif
