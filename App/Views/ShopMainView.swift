import ShopMenu
import SwiftUI

/// The menu in its cover observes only the app model.
@MainActor
struct ShopMainView: View {
  @ObservedObject var model: ShopAppModel
  @ObservedObject var browser: BrowserModel
  @ObservedObject var dialogs: DialogQueue
  @Environment(\.openURL) private var openURL

  init(model: ShopAppModel) {
    self.model = model
    browser = model.browser
    dialogs = model.dialogs
  }

  var body: some View {
    NavigationView {
      page
        .navigationTitle(model.shop.displayName)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) { menuButton }
          ToolbarItemGroup(placement: .bottomBar) { historyButtons }
        }
    }
    .navigationViewStyle(.stack)
    .fullScreenCover(isPresented: $model.isMenuPresented, onDismiss: { model.menuDidDismiss() }) {
      // Built afresh on every presentation, so the menu opens at the top.
      NavigationView {
        MenuLevelView(model: model, level: nil, showsBreadcrumb: false)
      }
      .navigationViewStyle(.stack)
    }
    .pageDialogs(dialogs)
    .onChange(of: browser.externalURL) { request in
      guard let request else { return }
      openURL(request.url)
      browser.externalURLHandled()
    }
  }

  private var page: some View {
    ZStack(alignment: .top) {
      ShopWebView(model: model, page: browser.page, command: browser.command)
      if browser.state.isLoading {
        ProgressView(value: browser.state.progress)
          .accessibilityLabel(Text(Strings.pageLoading))
          .accessibilityIdentifier(AccessibilityID.pageProgress)
      }
      if let error = browser.state.error {
        FailureView(
          title: Text(Strings.pageErrorTitle), message: Text(verbatim: error.message),
          retryID: AccessibilityID.pageRetry, retry: browser.retryPage
        )
        .background(.background)
      }
    }
  }

  private var menuButton: some View {
    Button {
      model.openMenu()
    } label: {
      HStack(spacing: 6) {
        Image(systemName: "line.3.horizontal")
        Text(Strings.menu)
      }
    }
    .accessibilityLabel(Text(Strings.menu))
    .accessibilityHint(Text(Strings.menuHint))
    .accessibilityIdentifier(AccessibilityID.menuButton)
  }

  @ViewBuilder private var historyButtons: some View {
    pageButton("chevron.backward", Strings.back, AccessibilityID.pageBack) { browser.goBack() }
      .disabled(!browser.state.canGoBack)
    Spacer()
    pageButton("chevron.forward", Strings.forward, AccessibilityID.pageForward) {
      browser.goForward()
    }
    .disabled(!browser.state.canGoForward)
    Spacer()
    pageButton("arrow.clockwise", Strings.reload, AccessibilityID.pageReload) {
      browser.reloadPage()
    }
  }

  private func pageButton(
    _ symbol: String, _ label: LocalizedStringKey, _ id: String, action: @escaping () -> Void
  ) -> some View {
    Button(action: action) { Image(systemName: symbol) }
      .accessibilityLabel(Text(label))
      .accessibilityIdentifier(id)
  }
}

#if DEBUG
  struct ShopMainView_Previews: PreviewProvider {
    @MainActor static var previews: some View {
      let model = PreviewModels.ready
      model.browser.webViewDidFailLoading(
        nil, message: "The Internet connection appears to be offline.")
      return ShopMainView(model: model)
    }
  }
#endif
