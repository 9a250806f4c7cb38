import Foundation
import XCTest

@testable import ShopMenu

/// The top level's teasers are asked for as soon as a menu is shown, not when their rows appear.
final class TeaserPrefetchTests: XCTestCase {
  private final class Requests: @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [URL] = []
    var all: [URL] { lock.locked { urls } }
    func add(_ url: URL?) { lock.locked { if let url { urls.append(url) } } }
  }

  @MainActor
  func testTheTopLevelsTeasersAreFetchedOnceTheMenuIsShown() async throws {
    let damen = URL(string: "https://image01.bonprix.de/damen.jpg")!
    let herren = URL(string: "https://image01.bonprix.de/herren.jpg")!
    let json = """
      {'categories': [
        {'label': 'Damen', 'url': 'https://www.bonprix.de/damen/', 'image': '\(damen)',
         'children': [{'label': 'Mode', 'url': 'https://www.bonprix.de/mode/'}]},
        {'label': 'Herren', 'url': 'https://www.bonprix.de/herren/', 'image': '\(herren)'},
        {'label': 'Shop', 'url': 'https://www.bonprix.de/'}]}
      """
    let repository = MenuRepository(
      shop: .bonprix, client: ScriptedClient([.feed(feed(json), .init())]).client, cache: nil,
      bundled: { nil })
    let requests = Requests()
    let fetched = expectation(description: "both teasers asked for")
    fetched.expectedFulfillmentCount = 2
    let teasers = TeaserLoader(policy: ShopConfiguration.bonprix.urlPolicy) { request in
      requests.add(request.url)
      fetched.fulfill()
      return .image(Data([1]))
    }
    let model = ShopAppModel(shop: .bonprix, repository: repository, teasers: teasers)
    await model.start()
    XCTAssertFalse(model.isMenuPresented, "before the menu has ever been opened")
    await fulfillment(of: [fetched], timeout: 20)
    XCTAssertEqual(Set(requests.all), [damen, herren])
    XCTAssertEqual(model.teasers.cachedImage(for: damen), Data([1]), "kept for the rows")
    await model.refresh()
    let shown = await boundedAnswer("the row's teaser") { await teasers.image(for: damen) }
    XCTAssertEqual(shown, .image(Data([1])))
    XCTAssertEqual(requests.all.count, 2, "a teaser in memory is not asked for again")
  }
}
