import XCTest

@testable import ShopMenu

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// `ObservableObject` and `@Published` mean the same on every platform: Combine's on iOS, the
/// package's own where Combine is missing (`Support/ObservableObject.swift`).
final class ObservableObjectTests: XCTestCase {
  private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var name = "a"
  }

  func testEveryAssignmentIsAnnouncedBeforeItHappens() {
    let counter = Counter()
    var seen: [Int] = []
    let subscription = counter.objectWillChange.sink { _ in seen.append(counter.count) }
    counter.count = 1
    counter.name = "b"
    counter.count = 1
    XCTAssertEqual(seen, [0, 1, 1], "before each change, equal values included")
    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(counter.name, "b")
    subscription.cancel()
  }

  func testAllPropertiesShareOnePublisher() {
    let counter = Counter()
    XCTAssertTrue(counter.objectWillChange === counter.objectWillChange)
    var calls = 0
    let subscription = counter.objectWillChange.sink { _ in calls += 1 }
    counter.name = "c"
    counter.count += 1
    XCTAssertEqual(calls, 2)
    subscription.cancel()
  }

  func testACancelledOrReleasedSubscriptionHearsNothing() {
    let counter = Counter()
    var calls = 0
    var subscription: AnyCancellable? = counter.objectWillChange.sink { _ in calls += 1 }
    counter.count = 1
    subscription?.cancel()
    counter.count = 2
    subscription = counter.objectWillChange.sink { _ in calls += 1 }
    counter.count = 3
    subscription = nil
    counter.count = 4
    XCTAssertEqual(calls, 2)
    XCTAssertNil(subscription)
  }
}
