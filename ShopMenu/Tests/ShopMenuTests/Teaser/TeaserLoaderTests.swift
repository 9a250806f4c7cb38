import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The teaser loader against a stub server: the memory, the failure back-off and the URL policy;
/// and one request per URL however many rows ask, with a fetch that waits at a ``Gate`` until the
/// test opens it, so no test depends on timing. Every await is bounded (``boundedAnswer(_:_:)``).
final class TeaserLoaderTests: XCTestCase {
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
  private func teaser(_ server: StubServer) -> URL {
    URL(string: "https://\(server.host)/teaser/damen.jpg")!
  }

  @MainActor
  private func image(_ loader: TeaserLoader, _ url: URL) async -> TeaserResult? {
    await boundedAnswer("the loader answers") { await loader.image(for: url) }
  }

  /// Five rows ask while the request is held; one of them scrolls away. The others get the image.
  @MainActor
  func testRowsAskingAtOnceShareOneRequest() async {
    let image = jpeg(2_000)
    let gate = Gate()
    let loader = TeaserLoader(policy: ShopConfiguration.bonprix.urlPolicy) { _ in
      await gate.pass()
      return .image(image)
    }
    let url = URL(string: "https://images.example/teaser/damen.jpg")!
    let asked = expectation(description: "five rows ask")
    asked.expectedFulfillmentCount = 5
    let rows = (0..<5).map { _ in
      Task { @MainActor () -> TeaserResult in
        asked.fulfill()
        return await loader.image(for: url)
      }
    }
    // A row holds the main actor, the loader's, from `fulfill()` until it waits for the load.
    await fulfillment(of: [asked], timeout: 30)
    await gate.arrivals.wait(for: 1, "the request")
    rows[0].cancel()
    gate.open()
    let results = await boundedAnswer("the rows' images") {
      var results: [TeaserResult] = []
      for row in rows.dropFirst() { results.append(await row.value) }
      return results
    }
    XCTAssertEqual(results, Array(repeating: .image(image), count: 4))
    XCTAssertEqual(gate.arrivals.value, 1)
  }

  @MainActor
  func testALoadedImageIsKeptInMemory() async {
    let image = jpeg(500)
    let server = StubServer([.image(image)])
    let loader = makeLoader(server)
    let url = teaser(server)
    XCTAssertNil(loader.cachedImage(for: url))
    let first = await self.image(loader, url)
    XCTAssertEqual(loader.cachedImage(for: url), image)
    let second = await self.image(loader, url)
    XCTAssertEqual(first, .image(image))
    XCTAssertEqual(second, .image(image))
    XCTAssertEqual(server.requests.count, 1)
  }

  @MainActor
  func testAFailureIsRememberedForTheBackoffThenTriedAgain() async {
    let image = jpeg(300)
    let server = StubServer([.status(404), .image(image)])
    let loader = makeLoader(server)
    let url = teaser(server)
    let first = await self.image(loader, url)
    XCTAssertEqual(first, .failed)
    clock.advance(59)
    let during = await self.image(loader, url)
    XCTAssertEqual(during, .failed)
    XCTAssertEqual(server.requests.count, 1, "no request within the back-off")
    clock.advance(1)
    let after = await self.image(loader, url)
    XCTAssertEqual(after, .image(image))
    XCTAssertEqual(server.requests.count, 2)
  }

  @MainActor
  func testEveryFailedAnswerBacksOff() async {
    let replies: [StubServer.Reply] = [
      .failure(.notConnectedToInternet), .status(503),
      .http(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data()),
    ]
    for reply in replies {
      let server = StubServer([reply])
      let loader = makeLoader(server)
      let url = teaser(server)
      let first = await image(loader, url)
      let second = await image(loader, url)
      XCTAssertEqual(first, .failed, "\(reply)")
      XCTAssertEqual(second, .failed, "\(reply)")
      XCTAssertEqual(server.requests.count, 1, "\(reply)")
    }
  }

  @MainActor
  func testOnlyHTTPSURLsThePolicyAcceptsAreRequested() async {
    let server = StubServer([.image(jpeg(100))])
    let loader = makeLoader(server)
    let refused = [
      "http://\(server.host)/teaser/a.jpg", "ftp://\(server.host)/teaser/a.jpg",
      "file:///teaser/a.jpg", "data:image/jpeg;base64,/9j/4AAQ",
      "https://user:secret@\(server.host)/teaser/a.jpg",
    ]
    for text in refused {
      let result = await image(loader, URL(string: text)!)
      XCTAssertEqual(result, .failed, text)
    }
    XCTAssertEqual(server.requests.count, 0)
    // The policy's image rule takes `https` on any host; the stub's is not one of bonprix's.
    let accepted = await image(loader, teaser(server))
    XCTAssertEqual(accepted, .image(jpeg(100)))
    XCTAssertEqual(server.requests.count, 1)
  }
}

/// `size` bytes that start like a JPEG.
func jpeg(_ size: Int, fill: UInt8 = 0x42) -> Data {
  Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: fill, count: max(0, size - 4))
}

extension XCTestCase {
  /// `body`'s answer, or `nil` and a failed test if it never comes. The limit guards against a
  /// deadlock hanging the run; it measures nothing (a correct loader gets there at once).
  @MainActor
  @discardableResult
  func boundedAnswer<Answer>(_ event: String, _ body: @escaping @MainActor () async -> Answer) async
    -> Answer?
  {
    let answered = expectation(description: event)
    let box = Box<Answer>()
    Task { @MainActor in
      box.answer = await body()
      answered.fulfill()
    }
    await fulfillment(of: [answered], timeout: 30)
    return box.answer
  }
}

@MainActor
private final class Box<Answer> {
  var answer: Answer?
}

extension TeaserLoader {
  /// The bytes kept in memory for `url`.
  func cachedImage(for url: URL) -> Data? { memory.object(forKey: url as NSURL) as Data? }
}
