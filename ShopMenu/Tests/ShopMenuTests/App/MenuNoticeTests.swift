import XCTest

@testable import ShopMenu

/// The notice above a stale menu says what happened: each reason its own case and symbol.
final class MenuNoticeTests: XCTestCase {
  private let since = Date(timeIntervalSinceReferenceDate: 800_000_000)

  private func notice(_ error: MenuLoadError) -> MenuNotice {
    MenuNotice(since: since, refreshFailedWith: error)
  }

  func testOfflineAndNoConnectionToTheServerSayOffline() {
    XCTAssertEqual(notice(.network(.offline)), .offline(since: since))
    XCTAssertEqual(
      notice(.network(.transport(reason: "could not connect to the server"))),
      .offline(since: since))
  }

  func testATimeoutSaysTheNetworkIsSlow() {
    XCTAssertEqual(notice(.network(.timedOut)), .slowNetwork(since: since))
  }

  func testAnErrorFromTheServerOrABadFeedSaysTheServerHadAProblem() {
    for error: MenuLoadError in [
      .network(.keyRejected(status: 401)), .network(.serverError(status: 500)),
      .network(.notFound), .network(.rateLimited(retryAfter: 30)),
      .network(.unexpectedStatus(302)), .network(.responseTooLarge(limit: 8)),
      .network(.unusableBody(reason: "HTML")), .feed(.tooDeep(limit: 32)), .unavailable,
    ] {
      XCTAssertEqual(notice(error), .serverError(since: since), "\(error)")
    }
  }

  func testEachNoticeHasASymbolOfItsOwnAndTheBundledCopyNoDate() {
    let notices: [MenuNotice] = [
      .bundledCopy, .offline(since: since), .serverError(since: since),
      .slowNetwork(since: nil),
    ]
    XCTAssertEqual(Set(notices.map(\.symbolName)).count, notices.count)
    XCTAssertEqual(notices.map(\.since), [nil, since, since, nil])
  }

  @MainActor
  func testAStaleMenuAfterAServerErrorSaysSo() async throws {
    let cached = try XCTUnwrap(ShopAppModel.previewSnapshot(source: .disk, fetchedAt: since))
    let model = ShopAppModel.preview(.stale(cached, reason: .network(.serverError(status: 503))))
    XCTAssertEqual(model.menuNotice, .serverError(since: since))
    let bundled = try XCTUnwrap(ShopAppModel.previewSnapshot(source: .bundled))
    XCTAssertEqual(ShopAppModel.preview(.ready(bundled)).menuNotice, .bundledCopy)
  }
}
