import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The teaser loader against a stub server: one request per URL however many rows ask, the
/// memory cache, cancellation, the failure back-off and the URL policy. Held replies
/// (``StubHold``) decide when the server answers, so no test depends on timing.
final class TeaserLoaderTests: XCTestCase {
  private let clock = TestClock()

  @MainActor
  private func makeLoader(
    _ server: StubServer, memoryLimit: Int = TeaserLoader.defaultMemoryLimit
  ) -> TeaserLoader {
    let clock = self.clock
    return TeaserLoader(
      policy: ShopConfiguration.bonprix.urlPolicy,
      session: URLSession(configuration: server.configuration), memoryLimit: memoryLimit,
      failureBackoff: 60, now: { clock.now })
  }

  @MainActor
  private func teaser(_ server: StubServer, _ name: String = "damen.jpg") -> URL {
    URL(string: "https://\(server.host)/teaser/\(name)")!
  }

  /// Waits for `event`: a broken loader fails the test here instead of hanging it. The limit is
  /// a guard against a deadlock, not a measurement: a correct loader gets there at once.
  @MainActor
  private func wait(for event: String, _ body: @escaping @MainActor () async -> Void) async {
    let reached = expectation(description: event)
    Task { @MainActor in
      await body()
      reached.fulfill()
    }
    await fulfillment(of: [reached], timeout: 30)
  }

  // MARK: - One load per URL

  @MainActor
  func testConcurrentAsksShareOneRequest() async {
    let image = jpeg(2_000)
    let hold = StubHold(.image(image))
    let server = StubServer([.held(hold)])
    let loader = makeLoader(server)
    let url = teaser(server)
    let rows = (0..<5).map { _ in Task { await loader.image(for: url) } }
    await wait(for: "five rows wait") { await loader.waitForCallers(5, on: url) }
    await wait(for: "the request") { await hold.waitForArrivals(1) }
    hold.release()
    for row in rows {
      let result = await row.value
      XCTAssertEqual(result, .image(image))
    }
    XCTAssertEqual(server.requests.count, 1)
  }

  @MainActor
  func testALoadedImageIsServedFromMemory() async {
    let image = jpeg(500)
    let server = StubServer([.image(image)])
    let loader = makeLoader(server)
    let url = teaser(server)
    XCTAssertNil(loader.cachedImage(for: url))
    let first = await loader.image(for: url)
    let second = await loader.image(for: url)
    XCTAssertEqual(first, .image(image))
    XCTAssertEqual(second, .image(image))
    XCTAssertEqual(loader.cachedImage(for: url), image)
    XCTAssertEqual(server.requests.count, 1)
    XCTAssertEqual(server.requests.first?.value(forHTTPHeaderField: "Accept"), "image/*")
  }

  // MARK: - Cancellation

  /// Row A scrolls away while row B waits for the same image: A gets `.cancelled` at once, the
  /// request goes on, and B gets the image.
  @MainActor
  func testACancelledCallerLeavesTheLoadToTheOthers() async {
    let image = jpeg(800)
    let hold = StubHold(.image(image))
    let server = StubServer([.held(hold)])
    let loader = makeLoader(server)
    let url = teaser(server)
    let rowA = Task { await loader.image(for: url) }
    let rowB = Task { await loader.image(for: url) }
    await wait(for: "both rows wait") { await loader.waitForCallers(2, on: url) }
    await wait(for: "the request") { await hold.waitForArrivals(1) }
    rowA.cancel()
    let resultA = await rowA.value
    XCTAssertEqual(resultA, .cancelled)
    hold.release()
    let resultB = await rowB.value
    XCTAssertEqual(resultB, .image(image))
    XCTAssertEqual(server.requests.count, 1)
    XCTAssertEqual(hold.cancelled, 0, "the request was not cancelled")
  }

  /// The only row asking scrolls away: its load is forgotten, nothing is remembered, and the
  /// next row that asks loads the image. (Whether and when the URL loading system tells the
  /// stub of the cancelled request differs between platforms, so nothing here waits for it.)
  @MainActor
  func testALoadEveryCallerLeftIsLoadedAgainOnTheNextAsk() async {
    let image = jpeg(800)
    let hold = StubHold(.image(image))
    let server = StubServer([.held(hold), .image(image)])
    let loader = makeLoader(server)
    let url = teaser(server)
    let row = Task { await loader.image(for: url) }
    await wait(for: "the row waits") { await loader.waitForCallers(1, on: url) }
    await wait(for: "the request") { await hold.waitForArrivals(1) }
    row.cancel()
    let cancelled = await row.value
    XCTAssertEqual(cancelled, .cancelled)
    XCTAssertNil(loader.loads[url], "the load is forgotten with its last caller")
    let again = await loader.image(for: url)
    XCTAssertEqual(again, .image(image), "a cancelled load is not a failure")
    XCTAssertEqual(server.requests.count, 2)
    let cached = await loader.image(for: url)
    XCTAssertEqual(cached, .image(image))
    XCTAssertEqual(server.requests.count, 2)
    hold.release()
  }

  @MainActor
  func testACallerCancelledBeforeAskingSendsNoRequest() async {
    let server = StubServer([.image(jpeg(100))])
    let loader = makeLoader(server)
    let url = teaser(server)
    let row = Task { () -> TeaserResult in
      withUnsafeCurrentTask { $0?.cancel() }
      return await loader.image(for: url)
    }
    let result = await row.value
    XCTAssertEqual(result, .cancelled)
    XCTAssertEqual(server.requests.count, 0)
  }

  // MARK: - Failures back off

  @MainActor
  func testAFailureIsRememberedForTheBackoffThenTriedAgain() async {
    let image = jpeg(300)
    let server = StubServer([.status(404), .image(image)])
    let loader = makeLoader(server)
    let url = teaser(server)
    let first = await loader.image(for: url)
    XCTAssertEqual(first, .failed(.status(404)))
    clock.advance(59)
    let during = await loader.image(for: url)
    XCTAssertEqual(during, .failed(.status(404)))
    XCTAssertEqual(server.requests.count, 1, "no request within the back-off")
    clock.advance(1)
    let after = await loader.image(for: url)
    XCTAssertEqual(after, .image(image))
    XCTAssertEqual(server.requests.count, 2)
  }

  @MainActor
  func testEveryKindOfNetworkFailureBacksOff() async {
    let cases: [(StubServer.Reply, TeaserFailure)] = [
      (
        .failure(.notConnectedToInternet),
        .transport(code: URLError.notConnectedToInternet.rawValue)
      ),
      (.status(503), .status(503)),
      (.http(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data()), .emptyBody),
      (
        .http(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data("<html>".utf8)),
        .notAnImage
      ),
    ]
    for (reply, failure) in cases {
      let server = StubServer([reply])
      let loader = makeLoader(server)
      let url = teaser(server)
      let first = await loader.image(for: url)
      let second = await loader.image(for: url)
      XCTAssertEqual(first, .failed(failure))
      XCTAssertEqual(second, .failed(failure))
      XCTAssertEqual(server.requests.count, 1, "\(failure)")
    }
  }

  /// The clock set back (the person changed the time) ends the back-off instead of making it
  /// last until the clock catches up.
  @MainActor
  func testAClockSetBackEndsTheBackoff() async {
    let server = StubServer([.status(500), .image(jpeg(100))])
    let loader = makeLoader(server)
    let url = teaser(server)
    _ = await loader.image(for: url)
    clock.advance(-3_600)
    let result = await loader.image(for: url)
    XCTAssertEqual(result.data, jpeg(100))
    XCTAssertEqual(server.requests.count, 2)
  }

  // MARK: - The byte limit

  @MainActor
  func testAnImageLargerThanTheLimitIsShown() async {
    let large = jpeg(1_500)
    let server = StubServer([.image(large)])
    let loader = makeLoader(server, memoryLimit: 1_000)
    XCTAssertEqual(loader.memory.totalCostLimit, 1_000)
    let result = await loader.image(for: teaser(server, "large.jpg"))
    XCTAssertEqual(result, .image(large))
  }

  // MARK: - The URL policy

  @MainActor
  func testOnlyHTTPSURLsThePolicyAcceptsAreRequested() async {
    let server = StubServer([.image(jpeg(100))])
    let loader = makeLoader(server)
    let refused: [(String, TeaserFailure)] = [
      ("http://\(server.host)/teaser/a.jpg", .notHTTPS(scheme: "http")),
      ("ftp://\(server.host)/teaser/a.jpg", .notHTTPS(scheme: "ftp")),
      ("file:///teaser/a.jpg", .notHTTPS(scheme: "file")),
      ("data:image/jpeg;base64,/9j/4AAQ", .notHTTPS(scheme: "data")),
      ("https://user:secret@\(server.host)/teaser/a.jpg", .rejected(.credentials)),
    ]
    for (text, failure) in refused {
      let result = await loader.image(for: URL(string: text)!)
      XCTAssertEqual(result, .failed(failure), text)
    }
    XCTAssertEqual(server.requests.count, 0)
    // The policy's image rule takes `https` on any host (teasers come from image servers); the
    // stub's host is not one of bonprix's.
    let accepted = await loader.image(for: teaser(server))
    XCTAssertEqual(accepted.data, jpeg(100))
    XCTAssertEqual(server.requests.count, 1)
  }

  // MARK: - The live session

  @MainActor
  func testTheLiveSessionKeepsTeasersOnDiskOnly() throws {
    let directory = try temporaryDirectory(self)
    let session = TeaserLoader.makeLiveSession(cacheDirectory: directory)
    defer { session.invalidateAndCancel() }
    let cache = try XCTUnwrap(session.configuration.urlCache)
    XCTAssertEqual(cache.diskCapacity, TeaserLoader.diskCacheCapacity)
    XCTAssertEqual(cache.memoryCapacity, 0)
    XCTAssertEqual(session.configuration.requestCachePolicy, .useProtocolCachePolicy)
  }
}

/// `size` bytes that start like a JPEG.
func jpeg(_ size: Int, fill: UInt8 = 0x42) -> Data {
  Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: fill, count: max(0, size - 4))
}

extension TeaserLoader {
  /// Returns once `count` callers wait for the one load of `url` (yielding until the rows'
  /// tasks have run, so no test guesses when they do; ``wait(for:_:)`` guards against a hang).
  func waitForCallers(_ count: Int, on url: URL) async {
    while (loads[url]?.waiters.count ?? 0) < count {
      await Task.yield()
    }
  }
}

extension TeaserLoader {
  /// The bytes kept in memory for `url` (a URL the policy takes as it is).
  func cachedImage(for url: URL) -> Data? { memory.object(forKey: url as NSURL) as Data? }
}
