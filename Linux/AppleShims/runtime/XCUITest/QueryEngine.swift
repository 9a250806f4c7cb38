// View-harness runtime (Linux/AppleShims/README.md): XCUITest queries over the harness's tree.
import Foundation
import XCTest
@_spi(Harness) import SwiftUI
@_spi(Harness) import UIKit
@_spi(Harness) import FoundationDarwin

/// A query: a description for failure messages and how to find its elements in the current tree.
final class _XQ {
  let text: String
  let resolve: @MainActor () -> [_AXNode]
  init(_ text: String, _ resolve: @escaping @MainActor () -> [_AXNode]) {
    self.text = text
    self.resolve = resolve
  }
}

/// How an element picks from its query's matches: `element` and subscripts need exactly one
/// ("Multiple matching elements found" fails the test on iOS), `firstMatch` takes the first,
/// `element(boundBy:)` the one at an index.
enum _XPick { case unique, first, index(Int) }

/// The UI tests call XCUITest from the main thread, as XCTest runs them.
func _onMain<T: Sendable>(_ body: @MainActor () -> T) -> T { _onMainActor(body) }

@MainActor func _type(of node: _AXNode) -> XCUIElement.ElementType {
  switch node.role {
  case .application: return .application
  case .window: return .window
  case .other: return .other
  case .button: return .button
  case .staticText: return .staticText
  case .image: return .image
  case .navigationBar: return .navigationBar
  case .webView: return .webView
  case .table: return .table
  case .collectionView: return .collectionView
  case .cell: return .cell
  case .progressIndicator: return .progressIndicator
  case .toolbar: return .toolbar
  case .alert: return .alert
  case .textField: return .textField
  case .keyboard: return .keyboard
  }
}

@MainActor func _descend(_ roots: [_AXNode], _ type: XCUIElement.ElementType, deep: Bool) -> [_AXNode] {
  var found: [_AXNode] = []
  func walk(_ node: _AXNode) {
    for child in node.children {
      if type == .any || _type(of: child) == type { found.append(child) }
      if deep { walk(child) }
    }
  }
  roots.forEach(walk)
  return found
}

/// Lets the app run for `seconds`, evaluates its views, and fails the running test with every
/// breach of the frameworks' rules recorded meanwhile (state changed during a view update, a
/// repeated ForEach id, two active links on a level, an onChange feeding itself, a decision
/// handler called twice or never).
@MainActor @discardableResult func _settle(_ seconds: TimeInterval) -> _AXNode? {
  let tree = _HarnessSession.current?.snapshot(settle: seconds)
  for breach in _HarnessContract.take() {
    XCTFail("harness contract: \(breach)")
  }
  return tree
}

extension XCUIApplication {
  /// "launch()": a new process — here a new App value and view graph — with the launch
  /// environment and arguments; a running app is terminated first.
  @MainActor func _launch() {
    _FailFast.install()
    _HarnessSession.launch(environment: _environment, arguments: _arguments)
    _settle(0)
  }
}

@_spi(Harness) extension XCUIElement: _HarnessKeyValueReading {
  /// The attributes an NSPredicate over an element may read.
  @_spi(Harness) public func _harnessValue(forKey key: String) -> Any? {
    switch key {
    case "exists": return exists
    case "label": return label
    case "identifier": return identifier
    case "isEnabled", "enabled": return isEnabled
    case "isSelected", "selected": return isSelected
    default: fatalError("not modelled: a predicate over the element's \(key)")
    }
  }

  @MainActor func _resolveAll() -> [_AXNode] {
    let all = _q.resolve()
    switch _pick {
    case .unique, .first: return all.isEmpty ? [] : [all[0]]
    case .index(let i): return i < all.count ? [all[i]] : []
    }
  }

  /// The one element this stands for; with several matches where one is required, the test fails
  /// as on iOS.
  @MainActor func _node() -> _AXNode? {
    let all = _q.resolve()
    switch _pick {
    case .unique:
      if all.count > 1 { XCTFail("Multiple matching elements found for \(_q.text) (\(all.count))") }
      return all.first
    case .first: return all.first
    case .index(let i): return i < all.count ? all[i] : nil
    }
  }

  /// "waitForExistence(timeout:)": true as soon as the element exists, false after the timeout.
  func _waitForExistence(_ timeout: TimeInterval) -> Bool {
    if _FailFast.failedInCurrentTest { return exists }
    let end = Date().addingTimeInterval(timeout * _FailFast.scale)
    repeat {
      if exists { return true }
      _onMain { _settle(0.05) }
    } while Date() < end
    return exists
  }

  /// "tap()": fails the test when there is no such element; a disabled control ignores it.
  func _tap() {
    _onMain {
      _settle(0.02)
      guard let node = self._node() else {
        XCTFail("No matches found for \(self._q.text)")
        return
      }
      guard node.isHittable else {
        XCTFail("\(self._q.text) is not hittable: an alert covers it (harness rule alert-overlay)")
        return
      }
      guard let tap = node.tap else {
        XCTFail("harness: \(self._q.text) is not tappable (\(node.role.rawValue))")
        return
      }
      tap()
      _settle(0.05)
    }
  }

  /// "typeText(_:)": only into the element with the keyboard focus; otherwise XCUITest fails with
  /// "Neither element nor any descendant has keyboard focus".
  func _typeText(_ text: String) {
    _onMain {
      guard let node = self._node() else {
        XCTFail("No matches found for \(self._q.text)")
        return
      }
      guard node.hasFocus, let type = node.typeText else {
        XCTFail("Neither element nor any descendant has keyboard focus: \(self._q.text)")
        return
      }
      if _KeyboardIntroduction.isPending, _HarnessRule.keyboardIntroduction.isOn {
        XCTFail("the keyboard shows its slide-to-type introduction, so typing cannot reach the keys: "
          + "tap its Continue button first (harness rule keyboard-introduction)")
        return
      }
      type(text)
      _settle(0.05)
    }
  }

  /// "swipeUp()" / "swipeDown()": the list on top of the screen scrolls by a screen, in the
  /// direction the content moves (``_ListScroll``); with no list, nothing moves.
  func _swipe(_ screens: Int) {
    _onMain {
      _settle(0.02)
      guard self._node() != nil else {
        XCTFail("No matches found for \(self._q.text)")
        return
      }
      _HarnessSession.current?.scrollTopList(by: screens)
      _settle(0.3)
    }
  }
}

/// Fails fast: Linux's XCTest goes on after a failure even with `continueAfterFailure = false`,
/// so after a failure in a test that asked to stop, every later wait returns at once instead of
/// sitting through its timeout. `SHIM_HARNESS_TIMEOUT_SCALE` shortens every wait (the mutation
/// check uses it).
final class _FailFast: NSObject, XCTestObservation {
  nonisolated(unsafe) static var failedInCurrentTest = false
  nonisolated(unsafe) static var installed = false
  static let scale = Double(ProcessInfo.processInfo.environment["SHIM_HARNESS_TIMEOUT_SCALE"] ?? "") ?? 1
  static func install() {
    guard !installed else { return }
    installed = true
    XCTestObservationCenter.shared.addTestObserver(_FailFast())
  }
  func testCaseWillStart(_ testCase: XCTestCase) { _FailFast.failedInCurrentTest = false }
  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    if !testCase.continueAfterFailure { _FailFast.failedInCurrentTest = true }
    // Every failure names the profile it happened under (run.sh runs the tests under each).
    print("apple-ui-harness: \(_HarnessProfile.name): \(testCase.name) failed: \(description)")
  }
  func testCaseDidFinish(_ testCase: XCTestCase) {
    _onMainActor { _HarnessSession.terminate() }
  }
}
