import Foundation
import XCTest

@testable import ShopMenu

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a row or a header shows for its teaser (``TeaserLoader/teaser(_:)``): the teaser while it
/// loads and once it has, nothing once it could not be had, and the teaser again after a later
/// load succeeds, asked for when the back-off allows. Every change is published.
final class TeaserShownTests: XCTestCase {
  private let clock = TestClock()

  @MainActor
  private func makeLoader(_ server: StubServer) -> TeaserLoader {
    let clock = self.clock
    let session = URLSession(configuration: server.configuration)
    return TeaserLoader(
      policy: ShopConfiguration.bonprix.urlPolicy, now: { clock.now.timeIntervalSince1970 },
      fetch: { await TeaserLoader.fetch($0, on: session) })
  }

  @MainActor
  func testATeaserIsShownWhileItLoadsAndOnceLoaded() async {
    let server = StubServer([.image(jpeg(400))])
    let loader = makeLoader(server)
    let url = URL(string: "https://\(server.host)/teaser/damen.jpg")!
    XCTAssertEqual(loader.teaser(url), url, "before any request: its space is kept")
    _ = await loader.image(for: url)
    XCTAssertEqual(loader.teaser(url), url)
    XCTAssertNil(loader.teaser(nil))
  }

  @MainActor
  func testAFailedTeaserIsNotShownUntilALaterLoadSucceeds() async {
    let image = jpeg(300)
    let server = StubServer([.status(404), .image(image)])
    let loader = makeLoader(server)
    let url = URL(string: "https://\(server.host)/teaser/damen.jpg")!
    var announcements = 0
    let subscription = loader.objectWillChange.sink { _ in announcements += 1 }
    _ = await loader.image(for: url)
    XCTAssertNil(loader.teaser(url), "the row is drawn without it")
    XCTAssertEqual(announcements, 1, "the views showing it are told")

    clock.advance(59)
    await loader.askAgainIfDue(url)
    XCTAssertEqual(server.requests.count, 1, "the back-off decides when to ask again")
    XCTAssertNil(loader.teaser(url))

    clock.advance(1)
    await loader.askAgainIfDue(url)
    XCTAssertEqual(server.requests.count, 2)
    XCTAssertEqual(loader.teaser(url), url, "a later success brings it back")
    XCTAssertEqual(loader.cachedImage(for: url), image)
    XCTAssertEqual(announcements, 2)
    subscription.cancel()
  }

  @MainActor
  func testAskingAgainForATeaserThatDidNotFailSendsNothing() async {
    let server = StubServer([.image(jpeg(300))])
    let loader = makeLoader(server)
    let url = URL(string: "https://\(server.host)/teaser/damen.jpg")!
    await loader.askAgainIfDue(url)
    XCTAssertEqual(server.requests.count, 0, "its own view loads it")
  }

  @MainActor
  func testBytesTheViewCannotDecodeCountAsAFailedLoad() async {
    let server = StubServer([.image(jpeg(300)), .image(jpeg(200))])
    let loader = makeLoader(server)
    let url = URL(string: "https://\(server.host)/teaser/damen.jpg")!
    _ = await loader.image(for: url)
    loader.imageUnreadable(url)
    XCTAssertNil(loader.teaser(url))
    XCTAssertNil(loader.cachedImage(for: url), "the bytes are dropped")
    let during = await loader.image(for: url)
    XCTAssertEqual(during, .failed, "and backed off")
    clock.advance(60)
    await loader.askAgainIfDue(url)
    XCTAssertEqual(loader.teaser(url), url)
  }

  @MainActor
  func testATeaserThePolicyRefusesIsNeverShown() {
    let loader = TeaserLoader(policy: ShopConfiguration.bonprix.urlPolicy) { _ in .cancelled }
    XCTAssertNil(loader.teaser(URL(string: "http://image01.bonprix.de/teaser.jpg")!))
    XCTAssertNil(loader.teaser(URL(string: "https://user:secret@image01.bonprix.de/teaser.jpg")!))
  }
}
