// View-harness runtime (Linux/AppleShims/README.md): the navigation view, its links, its bars.
import Foundation
@_spi(Harness) import UIKit

/// A link met on a screen: whether it is pushed, how to push or pop it, what it shows.
final class _LinkRegistration {
  let path: String
  let isActive: () -> Bool
  let setActive: (Bool) -> Void
  let destination: (_Ctx) -> Void
  init(path: String, isActive: @escaping () -> Bool, setActive: @escaping (Bool) -> Void, destination: @escaping (_Ctx) -> Void) {
    self.path = path
    self.isActive = isActive
    self.setActive = setActive
    self.destination = destination
  }
}

/// One level of a navigation view: its content and what it puts in the bars.
final class _Screen {
  var title: String?
  var leading: [_AXNode] = []
  var trailing: [_AXNode] = []
  var bottom: [_AXNode] = []
  var links: [_LinkRegistration] = []
  var regs: _RegCollector?
  let sink = _Sink()
}

/// A stack of screens ("NavigationView": "a view for presenting a stack of views that represents
/// a visible path in a navigation hierarchy"; with `.navigationViewStyle(.stack)` one column).
/// The root content is the first screen; the active link of the top screen pushes the next.
/// Only the top screen is on screen: the tasks of the levels under it end, as on iOS, where a
/// pushed view hides the one under it. The bar shows the top screen's title, a back button
/// labelled with the previous screen's title (UINavigationBar's back button, identifier
/// `BackButton`, "Back" when there is no title) and the toolbar items.
extension NavigationView: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    var screens: [_Screen] = []
    var pushedBy: [_LinkRegistration] = []
    var next: (_Ctx) -> Void = { c in _renderView(self._content, c) }
    // A plain container (``_HarnessRule/containerIdentifier``): its bars and screens are inside it.
    var at = ctx.container("nav")
    while true {
      let screen = _Screen()
      var c = at.into(screen.sink)
      c.screen = screen
      c.regs = ctx.regs.childCollector()
      screen.regs = c.regs
      next(c)
      screens.append(screen)
      let active = screen.links.filter { $0.isActive() }
      if active.count > 1 {
        _HarnessContract.breach(
          "more than one active link on a level", "\(active.count) at \(ctx.path) (level \(screens.count))")
      }
      guard let link = active.first, screens.count < 50 else { break }
      pushedBy.append(link)
      next = link.destination
      at = ctx.container("nav")
      at.path = link.path + "/destination"
    }
    for screen in screens.dropLast() { screen.regs?.hideAll() }
    let top = screens.last!
    let bar = _AXNode(.navigationBar)
    bar.identifier = top.title ?? ""
    bar.label = bar.identifier
    if let link = pushedBy.last {
      let back = _AXNode(.button)
      back.identifier = "BackButton"
      back.label = screens[screens.count - 2].title ?? "Back"
      back.tap = { link.setActive(false) }
      bar.children.append(back)
    }
    bar.children += top.leading + top.trailing
    let inside = ctx.container("nav")
    inside.emit(bar)
    ctx.sink.nodes += top.sink.nodes
    if !top.bottom.isEmpty {
      let toolbar = _AXNode(.toolbar)
      toolbar.children = top.bottom
      inside.emit(toolbar)
    }
  }
}

/// A button that pushes its destination onto the navigation view it is in.
/// - `NavigationLink(destination:label:)`: the navigation view owns whether it is pushed
///   ("NavigationLink": "a view that controls a navigation presentation"); a tap pushes it, the
///   back button pops it. The state lives at the link's position, so a destination lives as long
///   as its link does.
/// - `NavigationLink(destination:isActive:label:)`: the binding is the state ("isActive: a
///   binding to a Boolean value that indicates whether destination is currently presented"); a
///   tap sets it true, the back button false.
/// Outside a navigation view a link does nothing, as on iOS. A link with an `EmptyView` label (a
/// hidden link, placed in a background and driven by its binding) makes no element.
extension NavigationLink: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(_label, ctx.child("label").into(sink))
    let graph = ctx.graph
    let setActive: (Bool) -> Void
    let isActive: () -> Bool
    if let binding = _isActive {
      isActive = { binding.wrappedValue }
      setActive = { binding.wrappedValue = $0 }
    } else {
      let pushed = graph.slot(ctx.path + "#pushed") { _Box(false) }
      isActive = { pushed.value }
      setActive = { value in
        pushed.value = value
        graph.invalidate("a link pushed or popped")
      }
    }
    // A link whose label shows nothing (`EmptyView`) is no element: nothing to read or tap; it
    // pushes only through its binding.
    if !sink.nodes.isEmpty {
      let node = _AXNode(.button)
      node.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
      node.isEnabled = ctx.isEnabled
      node.isNavigationLink = true
      let enabled = ctx.isEnabled
      node.tap = { if enabled { setActive(true) } }
      ctx.emit(node)
    }
    let destination = _destination
    ctx.screen?.links.append(
      _LinkRegistration(
        path: ctx.path, isActive: isActive, setActive: setActive,
        destination: { c in _renderView(destination, c) }))
  }
}

// MARK: - Toolbars

protocol _PrimitiveToolbar { @MainActor func _renderToolbar(_ ctx: _Ctx) }

@MainActor func _renderToolbarContent<T: ToolbarContent>(_ content: T, _ ctx: _Ctx) {
  if let primitive = content as? any _PrimitiveToolbar {
    primitive._renderToolbar(ctx)
    return
  }
  _renderToolbarContent(content.body, ctx.child("toolbar"))
}

/// "ToolbarItemPlacement": `navigationBarLeading` and `cancellationAction` go to the bar's leading
/// edge, `bottomBar` to the bottom toolbar, every other placement to the trailing edge.
@MainActor func _placeToolbarItems<C: View>(_ content: C, _ placement: ToolbarItemPlacement, _ ctx: _Ctx) {
  let sink = _Sink()
  _renderView(content, ctx.into(sink))
  guard let screen = ctx.screen else { return }
  switch placement._name {
  case "navigationBarLeading", "cancellationAction": screen.leading += sink.nodes
  case "bottomBar": screen.bottom += sink.nodes
  default: screen.trailing += sink.nodes
  }
}

extension ToolbarItem: _PrimitiveToolbar {
  func _renderToolbar(_ ctx: _Ctx) { _placeToolbarItems(_content, _placement, ctx.child("item")) }
}
extension ToolbarItemGroup: _PrimitiveToolbar {
  func _renderToolbar(_ ctx: _Ctx) { _placeToolbarItems(_content, _placement, ctx.child("group")) }
}
extension TupleToolbarContent: _PrimitiveToolbar {
  func _renderToolbar(_ ctx: _Ctx) {
    for (index, child) in Mirror(reflecting: _value).children.enumerated() {
      if let content = child.value as? any ToolbarContent { _renderToolbarContent(content, ctx.child("\(index)")) }
    }
  }
}
